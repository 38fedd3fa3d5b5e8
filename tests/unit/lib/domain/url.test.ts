import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  auditUrl,
  domainOf,
  isAuditableUrl,
  isLoopbackUrl,
  linkHref,
  normalizeUrl,
  parseUrl,
} from '@/lib/domain/url';

describe('isAuditableUrl', () => {
  it.each([
    ['https://www.example.com/', true],
    ['http://example.com/a?b=1', true],
    ['chrome://extensions/', false],
    ['about:blank', false],
    ['file:///home/me/page.html', false],
    ['chrome-extension://abc/popup.html', false],
    ['moz-extension://abc/popup.html', false],
    ['view-source:https://example.com/', false],
    ['not a url', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(isAuditableUrl(url)).toBe(expected);
  });
});

describe('normalizeUrl', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com/'],
    ['https://WWW.Example.com/', 'https://www.example.com/'],
    ['https://www.example.com:443/a/', 'https://www.example.com/a'],
    ['https://www.example.com/a/#section', 'https://www.example.com/a'],
    ['https://www.example.com/a?utm_source=x&b=2&a=1&gclid=z', 'https://www.example.com/a?a=1&b=2'],
    ['https://www.example.com/?fbclid=1', 'https://www.example.com/'],
    ['http://www.example.com/', 'http://www.example.com/'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
    ['chrome://newtab/', null],
    ['', null],
  ])('%s → %s', (url, expected) => {
    expect(normalizeUrl(url)).toBe(expected);
  });

  it('gives one key for the same page written differently', () => {
    const forms = [
      'https://Example.com/shoes/?utm_campaign=x#top',
      'https://example.com/shoes',
      'https://example.com:443/shoes/',
    ];
    expect(new Set(forms.map(normalizeUrl)).size).toBe(1);
  });
});

describe('auditUrl', () => {
  it.each([
    ['https://www.example.com/a/?utm_source=x#top', 'https://www.example.com/a/'],
    ['https://www.example.com/a?q=1&utm_medium=y', 'https://www.example.com/a?q=1'],
    ['  https://www.example.com/  ', 'https://www.example.com/'],
    ['about:blank', null],
  ])('%s → %s', (url, expected) => {
    expect(auditUrl(url)).toBe(expected);
  });
});

describe('domainOf', () => {
  it.each([
    ['https://www.example.com/a', 'example.com'],
    ['https://shop.example.com/', 'shop.example.com'],
    ['https://WWW.EXAMPLE.CO.UK/', 'example.co.uk'],
    ['about:blank', null],
    ['nonsense', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(domainOf(url)).toBe(expected);
  });
});

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:8787/api-v3/', true],
    ['http://127.8.9.1/', true],
    ['http://localhost:3000/', true],
    ['http://[::1]:8787/', true],
    ['https://api.semstorm.com/api-v3/', false],
    ['http://127.0.0.1.evil.com/', false],
    ['http://localhost.evil.com/', false],
    ['garbage', false],
  ])('%s → %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected);
  });
});

describe('linkHref: only http(s) URLs become links', () => {
  it.each([
    ['https://www.example.com/a?b=1#c', 'https://www.example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/X', 'https://example.com/X'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['  javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['file:///etc/passwd', null],
    ['chrome://settings/', null],
    ['//evil.example/', null],
    ['/relative/path', null],
    ['https://', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (url, expected) => {
    expect(linkHref(url)).toBe(expected);
  });
});

describe('absoluteUrl (ranking URLs as the SDK prints them: `example.com/pl`)', () => {
  it.each([
    ['example.com/pl', 'https://example.com/pl'],
    ['www.example.co.uk', 'https://www.example.co.uk'],
    ['//cdn.example.com/a?b=1', 'https://cdn.example.com/a?b=1'],
    ['https://www.example.com/', 'https://www.example.com/'],
    ['http://example.com/a', 'http://example.com/a'],
    ['/relative/path', '/relative/path'],
    ['  ', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(absoluteUrl(url)).toBe(expected);
  });
});

describe('parseUrl', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['example.com', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (text, expected) => {
    expect(parseUrl(text)?.href ?? null).toBe(expected);
  });
});
