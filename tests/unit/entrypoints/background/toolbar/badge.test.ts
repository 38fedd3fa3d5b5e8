import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createTranslator } from '@/lib/i18n';
import { backgroundMessages } from '@/lib/i18n/packaged';
import { bandColors } from '@/lib/domain/score';
import { latestResults, type TrackedChild, type UrlResults } from '@/lib/storage/audits';
import {
  badgeView,
  changedUrls,
  refreshBadges,
  refreshTabBadge,
} from '@/entrypoints/background/toolbar/badge';

const t = createTranslator('en', await backgroundMessages('en'));
const name = (device: string | null, type: string | null) => ({
  device: device ?? '',
  type: type ?? '',
});

function child(over: Partial<TrackedChild>): TrackedChild {
  return {
    id: 1,
    device: 'desktop',
    auditType: 'lighthouse',
    status: 'ready',
    score: null,
    headline: null,
    error: null,
    finished: true,
    ...over,
  };
}

function entry(children: TrackedChild[], running = false): UrlResults {
  return {
    url: 'https://www.example.com/',
    parentId: 9,
    title: 't',
    launchedAt: 1,
    updatedAt: 2,
    running,
    children,
  };
}

describe('badgeView', () => {
  it.each([
    [0, '0', bandColors.poor],
    [49, '49', bandColors.poor],
    [50, '50', bandColors.average],
    [89, '89', bandColors.average],
    [90, '90', bandColors.good],
    [100, '100', bandColors.good],
  ])('score %i → text %s in its band colour', (score, text, color) => {
    const view = badgeView(entry([child({ score })]), t, name);
    expect(view).toMatchObject({ text, color });
    expect(view.title).toContain(`${score} of 100`);
  });

  it('shows the lowest score of the run and names every result in the tooltip', () => {
    const view = badgeView(
      entry([child({ id: 1, score: 92 }), child({ id: 2, device: 'mobile', score: 64 })]),
      t,
      name,
    );
    expect(view).toMatchObject({ text: '64', color: bandColors.average });
    expect(view.title).toBe(
      'Stormlens — lowest score 64 of 100: desktop lighthouse 92, mobile lighthouse 64',
    );
  });

  it.each([
    ['nothing known', undefined, '', bandColors.unknown],
    [
      'a running audit',
      entry([child({ status: 'inprogress', finished: false })], true),
      '…',
      bandColors.unknown,
    ],
    ['every child failed', entry([child({ status: 'error' })]), '!', bandColors.poor],
    ['finished without scores', entry([child({ score: null })]), '', bandColors.unknown],
  ])('%s', (_, value, text, color) => {
    expect(badgeView(value, t, name)).toMatchObject({ text, color });
  });

  it('ignores failed children next to scored ones', () => {
    expect(
      badgeView(entry([child({ score: 95 }), child({ id: 2, status: 'error' })]), t, name).text,
    ).toBe('95');
  });
});

describe('painting tabs', () => {
  beforeEach(() => fakeBrowser.reset());

  it('paints each tab from its own URL and clears tabs with nothing known', async () => {
    const shoes = await fakeBrowser.tabs.create({ url: 'https://www.example.com/#top' });
    const other = await fakeBrowser.tabs.create({ url: 'https://www.example.org/' });
    await latestResults.setValue({ 'https://www.example.com/': entry([child({ score: 45 })]) });
    await refreshBadges();
    expect(await fakeBrowser.action.getBadgeText({ tabId: shoes.id })).toBe('45');
    expect(await fakeBrowser.action.getBadgeText({ tabId: other.id })).toBe('');

    await latestResults.setValue({
      'https://www.example.com/': entry([child({ score: 45 })], true),
    });
    await refreshTabBadge(shoes.id!, shoes.url);
    expect(await fakeBrowser.action.getBadgeText({ tabId: shoes.id })).toBe('…');
  });

  it('knows which URLs changed between two versions of the results', () => {
    const a = entry([child({ score: 1 })]);
    const b = { ...a, url: 'https://b.example/' };
    expect(changedUrls({ x: a, y: b }, { x: a })).toEqual(new Set(['y']));
    expect(changedUrls({ x: { ...a, running: true } }, { x: a, y: b })).toEqual(
      new Set(['x', 'y']),
    );
    expect(changedUrls({}, null)).toEqual(new Set());
  });
});
