import { describe, expect, it } from 'vitest';
import type { ChangeReason, KeywordChange } from '@/lib/domain/watch-changes';
import { changedDomains, summaryParts } from '@/lib/domain/watch-summary';

const change = (id: number, reasons: ChangeReason[], domain = 'example.com'): KeywordChange => ({
  id: String(id),
  campaignId: 1,
  domain,
  day: '2026-03-10',
  keywordId: id,
  keyword: `k${id}`,
  groupId: 1,
  device: 'desktop',
  before: 5,
  after: 12,
  urlBefore: null,
  urlAfter: null,
  reasons,
  watchIds: ['w'],
});

describe('summaryParts', () => {
  it('counts entries per kind, losses first, each entry once per kind', () => {
    const drop = { kind: 'drop', span: 'day', by: 6 } as const;
    const weekDrop = { kind: 'drop', span: 'week', by: 12 } as const;
    const parts = summaryParts([
      change(1, [drop, weekDrop, { kind: 'leaveTop', top: 10 }]),
      change(2, [drop, { kind: 'leaveTop', top: 10 }]),
      change(3, [drop]),
      change(4, [drop]),
      change(
        5,
        [
          { kind: 'rise', span: 'day', by: 5 },
          { kind: 'enterTop', top: 3 },
        ],
        'shop.com',
      ),
    ]);
    expect(parts).toEqual([
      { kind: 'dropped', count: 4 },
      { kind: 'leftTop', count: 2, top: 10 },
      { kind: 'rose', count: 1 },
      { kind: 'enteredTop', count: 1, top: 3 },
    ]);
  });

  it('names each domain once', () => {
    expect(changedDomains([change(1, []), change(2, [], 'b.com'), change(3, [])])).toEqual([
      'example.com',
      'b.com',
    ]);
  });
});
