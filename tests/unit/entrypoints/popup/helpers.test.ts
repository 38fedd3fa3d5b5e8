import { describe, expect, it } from 'vitest';
import { historyPoints } from '@/entrypoints/popup/history/history-points';
import { schemeOf } from '@/entrypoints/popup/page/TabTarget';
import { asError } from '@/entrypoints/popup/send';
import { ServiceError } from '@/lib/api/errors';
import type { AuditSummary } from '@/lib/storage/audits';
import { isAuditableUrl } from '@/lib/domain/url';

describe('schemeOf / unauditable pages', () => {
  it.each([
    ['chrome://extensions/', 'chrome:', false],
    ['about:blank', 'about:', false],
    ['file:///home/me/page.html', 'file:', false],
    ['chrome-extension://abc/popup.html', 'chrome-extension:', false],
    ['moz-extension://abc/popup.html', 'moz-extension:', false],
    ['view-source:https://example.com/', 'view-source:', false],
    ['https://www.example.com/', 'https:', true],
    [null, null, false],
  ])('%s', (url, scheme, auditable) => {
    expect(schemeOf(url)).toBe(scheme);
    expect(isAuditableUrl(url)).toBe(auditable);
  });
});

const summary = (p: Partial<AuditSummary>): AuditSummary => ({
  id: 1,
  parentId: 0,
  title: 'Stormlens — https://www.example.com/',
  url: null,
  device: null,
  auditType: null,
  status: 'ready',
  created: 1000,
  updated: null,
  score: null,
  ...p,
});

describe('historyPoints', () => {
  it('dates children by themselves or else by their parent', () => {
    const points = historyPoints([
      {
        parent: summary({ id: 10, created: 5000 }),
        children: [
          summary({
            id: 11,
            parentId: 10,
            device: 'desktop',
            auditType: 'lighthouse',
            score: 90,
            created: 6000,
          }),
          summary({
            id: 12,
            parentId: 10,
            device: 'mobile',
            auditType: 'lighthouse',
            score: 70,
            created: null,
          }),
        ],
      },
    ]);
    expect(points.map((p) => [p.id, p.parentId, p.created, p.score])).toEqual([
      [11, 10, 6000, 90],
      [12, 10, 5000, 70],
    ]);
  });
});

describe('asError', () => {
  it.each([
    ['a ServiceError', new ServiceError('limit', { details: { needed: 4, left: 1 } }), 'limit'],
    ['its JSON form', new ServiceError('access').toJSON(), 'access'],
    ['a plain Error', new Error('boom'), 'exception'],
    ['a string', 'nope', 'exception'],
  ])('%s', (_name, value, kind) => {
    const e = asError(value);
    expect(e.kind).toBe(kind);
    expect(typeof e.message).toBe('string');
  });
});
