import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  competitorProblem,
  initialDraft,
  type SetupDraft,
} from '@/entrypoints/review/setup/draft';

const TODAY = '2026-11-29';
const campaign = { id: 31401, title: 'Example', domain: 'example.com' };
const draft = (change: Partial<SetupDraft> = {}): SetupDraft => ({
  ...initialDraft('en', ['runners-shop.com']),
  ...change,
});

describe('checkDraft', () => {
  it('a preset becomes its period and the one before, every section in the document order', () => {
    const result = checkDraft(draft({ sections: ['appendix', 'summary'] }), campaign, TODAY);
    expect(result.problems).toEqual([]);
    expect(result.choice).toMatchObject({
      campaignId: 31401,
      domain: 'example.com',
      period: { from: '2026-10-30', to: '2026-11-28' },
      previous: { from: '2026-09-30', to: '2026-10-29' },
      groupIds: null,
      competitors: ['runners-shop.com'],
      sections: ['summary', 'appendix'],
      language: 'en',
    });
  });

  it.each<[string, Partial<SetupDraft>, { field: string; code: string }[]]>([
    [
      'dates left empty',
      { preset: 'dates' },
      [
        { field: 'from', code: 'date' },
        { field: 'to', code: 'date' },
      ],
    ],
    [
      'dates in the wrong order',
      { preset: 'dates', from: '2026-11-10', to: '2026-11-01' },
      [{ field: 'from', code: 'date-order' }],
    ],
    [
      'a period ending today',
      { preset: 'dates', from: '2026-11-01', to: TODAY },
      [{ field: 'to', code: 'date-future' }],
    ],
    [
      'a period over a year',
      { preset: 'dates', from: '2024-01-01', to: '2026-11-01' },
      [{ field: 'to', code: 'too-long' }],
    ],
    ['no group', { groupIds: [] }, [{ field: 'groups', code: 'groups-empty' }]],
    ['no section', { sections: [] }, [{ field: 'sections', code: 'sections-empty' }]],
    [
      'a long client name',
      { clientName: 'x'.repeat(121) },
      [{ field: 'clientName', code: 'name-too-long' }],
    ],
  ])('%s is said at its field', (_, change, problems) => {
    const result = checkDraft(draft(change), campaign, TODAY);
    expect(result.choice).toBeNull();
    expect(result.problems.map(({ field, code }) => ({ field, code }))).toEqual(problems);
  });

  it('two dates of the past are taken as typed, the comparison just before them', () => {
    const result = checkDraft(
      draft({ preset: 'dates', from: '2026-11-01', to: '2026-11-07' }),
      campaign,
      TODAY,
    );
    expect(result.choice?.previous).toEqual({ from: '2026-10-25', to: '2026-10-31' });
  });
});

describe('competitorProblem', () => {
  it.each([
    ['https://www.rival.com/page', [], null],
    ['not a domain', [], 'competitor-domain'],
    ['www.example.com', [], 'competitor-own'],
    ['rival.com', ['rival.com'], 'competitor-twice'],
    ['fourth.com', ['a.com', 'b.com', 'c.com'], 'competitor-max'],
  ])('%s beside %o → %s', (typed, chosen, code) => {
    expect(competitorProblem(typed, chosen, 'example.com')?.code ?? null).toBe(code);
  });
});
