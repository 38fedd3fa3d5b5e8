import { describe, expect, it } from 'vitest';
import { auditTitle, splitAuditTitle } from '@/lib/domain/audit-title';
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
