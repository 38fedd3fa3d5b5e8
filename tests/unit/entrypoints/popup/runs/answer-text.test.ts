import { describe, expect, it } from 'vitest';
import {
  checkNotice,
  cloneText,
  launchText,
  refreshText,
} from '@/entrypoints/popup/runs/answer-text';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import type { Delivery } from '@/lib/messaging/protocol/audits';

const { t } = createTranslator('en', await loadMessages('en', ['popup']));
const twice = {
  times: 2,
  extra: [{ kind: 'audit-run' as const, id: 9, label: 'T' }],
  extraCost: 2,
};
const launch = (delivery: Delivery | undefined, left: number | null) =>
  launchText(t, { parentId: 5, childIds: [6, 7], cost: 2, left, delivery, twice: null });
const refresh = (delivery: Delivery | undefined, left: number | null) =>
  refreshText(t, { ids: [5, 6, 7], cost: 2, left, delivery, twice: null });
const clone = (delivery: Delivery | undefined, left: number | null) =>
  cloneText(t, { created: [{ parentId: 8, childIds: [] }], cost: 2, left, delivery, twice: null });

describe('what an answer says happened', () => {
  it.each([
    ['network', 'the connection failed after the request was sent'],
    ['timeout', 'SEMSTORM did not answer in time'],
    ['failed', 'SEMSTORM failed while answering'],
  ] as const)(
    'lost in the background’s own life (%s): the cause, never a stopped background',
    (how, cause) => {
      for (const text of [launch(how, null), refresh(how, null), clone(how, null)]) {
        expect(text).toContain(cause);
        expect(text).not.toContain('background stopped');
      }
      expect(refresh(how, null)).toContain(
        'cannot show whether SEMSTORM received it more than once',
      );
    },
  );

  it('only a request a stopped background left behind blames the stop', () => {
    expect(launch('restart', null)).toContain('lost when the background stopped');
    expect(refresh('restart', null)).toContain('lost when the background stopped');
    expect(clone('restart', null)).toContain('lost when the background stopped');
  });

  it('an answered one gives the tokens left', () => {
    expect(launch('answered', 96)).toBe('Launched 2 audits: they cost 2 tokens, 96 left.');
    expect(clone('answered', 96)).toBe('Cloned as audit 8: it cost 2 tokens, 96 left.');
  });

  it('one the service acted on twice claims no single launch, and no tokens left', () => {
    const text = launchText(t, { parentId: 5, childIds: [], cost: 2, left: 96, twice });
    expect(text).toBe(
      'Launched: Stormlens follows run 5 (2 tokens). SEMSTORM made more than this one click asked for:',
    );
  });

  it('a refresh is never said to be received twice: the notice under it says what Stormlens cannot tell', () => {
    const cannotTell = { why: 'shared-tokens' as const, beyond: 2 };
    expect(refreshText(t, { ids: [5], cost: 1, left: 90, cannotTell })).toBe(
      'Refreshed 1 audit: it cost 1 tokens, 90 left.',
    );
    expect(checkNotice('refresh', { cannotTell })).toEqual({
      action: 'refresh',
      twice: null,
      cannotTell,
    });
    expect(checkNotice('launch', { twice: null, cannotTell: null })).toBeNull();
  });
});
