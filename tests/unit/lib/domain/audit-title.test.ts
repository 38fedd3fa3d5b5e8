import { describe, expect, it } from 'vitest';
import { auditTitle, isWatchRun, splitAuditTitle } from '@/lib/domain/audit-title';
import { clickMark, markTitle, titleMark } from '@/lib/domain/click-mark';
import { typeTitle } from '@/lib/domain/audit-types';

describe('audit title convention', () => {
  it.each([
    ['Homepage', 'https://www.example.com/', 'Homepage — https://www.example.com/'],
    ['  ', 'https://www.example.com/', 'Stormlens — https://www.example.com/'],
    [null, 'https://a.pl/x', 'Stormlens — https://a.pl/x'],
  ])('%j + %s', (label, url, title) => {
    expect(auditTitle(label, url)).toBe(title);
    expect(splitAuditTitle(title)).toEqual({ label: label?.trim() || 'Stormlens', url });
  });

  it.each([
    ['Audit', { label: 'Audit', url: null }],
    ['Before — after', { label: 'Before — after', url: null }],
    ['A — B — https://x.pl/', { label: 'A — B', url: 'https://x.pl/' }],
  ])('foreign title %j', (title, parts) => {
    expect(splitAuditTitle(title)).toEqual(parts);
  });
});

describe('a click’s mark', () => {
  const id = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

  it('is six base-36 characters drawn from the request id, the same every time', () => {
    expect(clickMark(id)).toMatch(/^[\da-z]{6}$/);
    expect(clickMark(id)).toBe(clickMark(id));
    expect(clickMark(id)).toBe(parseInt('0a1b2c3', 16).toString(36).padStart(6, '0'));
    expect(clickMark('1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).not.toBe(clickMark(id));
  });

  it.each([
    ['Stormlens — https://www.example.com/', 'Stormlens', 'https://www.example.com/'],
    ['Spring — https://a.pl/x?q=1', 'Spring', 'https://a.pl/x?q=1'],
    ['Stormlens watch — https://a.pl/', 'Stormlens watch', 'https://a.pl/'],
  ])('ends %j, and every reader still sees the label and the URL', (title, label, url) => {
    const marked = markTitle(title, 'k3f9q1');
    expect(marked).toBe(`${title} [k3f9q1]`);
    expect(titleMark(marked)).toBe('k3f9q1');
    expect(splitAuditTitle(marked)).toEqual({ label, url });
    // History finds a page's runs by the URL as "part of" the title.
    expect(marked.includes(url)).toBe(true);
    expect(isWatchRun(marked)).toBe(isWatchRun(title));
  });

  it('replaces a mark the title had, and reads none in a title without one', () => {
    expect(markTitle('Copy [aaaaaa]', 'bbbbbb')).toBe('Copy [bbbbbb]');
    expect(splitAuditTitle('Copy [bbbbbb]')).toEqual({ label: 'Copy', url: null });
    expect(titleMark('Stormlens — https://www.example.com/')).toBeNull();
    expect(titleMark('Weekly [check]')).toBeNull();
  });
});

describe('typeTitle', () => {
  it.each([
    ['lighthouse', null, 'Lighthouse'],
    ['sitespeedio', undefined, 'sitespeed.io'],
    ['content', { content: { title: 'Treść' } }, 'Treść'],
    ['newtype', {}, 'newtype'],
    [null, null, '—'],
  ])('%j', (type, descriptor, title) => {
    expect(typeTitle(type, descriptor)).toBe(title);
  });
});
