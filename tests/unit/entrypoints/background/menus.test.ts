import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { preferences, defaultPreferences, type Preferences } from '@/lib/storage/prefs';
import { putCached } from '@/lib/storage/cache';
import { MAX_QUERY, researchQuery } from '@/entrypoints/background/menus';
import { capPlans, rememberPlan, shortcutLaunch } from '@/entrypoints/background/audits/plans';
import { launchPlans, type RememberedPlan } from '@/lib/storage/launch-plans';
import { auditNotificationId, clickTarget } from '@/entrypoints/background/notifications/notify';
import { DESCRIPTOR } from './fake-service';

const plan: RememberedPlan = {
  devices: ['desktop', 'mobile'],
  mode: 'types',
  types: ['lighthouse'],
  profileId: null,
  usedAt: 1,
};

describe('researchQuery', () => {
  it.each([
    ['  trail   running\nshoes ', 'trail running shoes'],
    ['', null],
    ['   \n\t ', null],
    [undefined, null],
    ['x'.repeat(500), 'x'.repeat(MAX_QUERY)],
  ])('%j → %j', (selection, expected) => {
    expect(researchQuery(selection)).toBe(expected);
  });
});

describe('notification clicks', () => {
  it.each([
    [auditNotificationId(123), { report: 123 }],
    ['stormlens-options', { options: true }],
    ['stormlens-audit:abc', null],
    ['stormlens-info:5', null],
    ['something-else', null],
  ])('%s → %j', (id, expected) => {
    expect(clickTarget(id)).toEqual(expected);
  });
});

describe('shortcutLaunch (menu and keyboard launches)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    vi.useRealTimers();
    await putCached('audits.settings', DESCRIPTOR);
  });

  it.each<[string, Partial<Preferences>, Record<string, RememberedPlan>, object | null]>([
    ['nothing chosen yet: ask first', {}, {}, null],
    [
      'types ticked in Options, only those allowed',
      { defaultAuditTypes: ['content', 'yellowlab'] },
      {},
      { devices: ['desktop', 'mobile'], types: ['content'] },
    ],
    ['Options types none allowed: ask first', { defaultAuditTypes: ['yellowlab'] }, {}, null],
    [
      'a default profile in Options',
      { defaultProfileId: 4, defaultDevices: ['mobile'] },
      {},
      { profileId: 4, devices: ['mobile'] },
    ],
    [
      'the plan last launched on this site wins over Options',
      { defaultProfileId: 4 },
      { 'example.com': { ...plan, devices: ['desktop'], types: ['content'] } },
      { devices: ['desktop'], types: ['content'] },
    ],
    [
      'a plan of another site does not count',
      {},
      { 'example.org': { ...plan, types: ['content'] } },
      null,
    ],
    [
      'a profile plan',
      {},
      { 'example.com': { ...plan, mode: 'profile', types: [], profileId: 9 } },
      { profileId: 9 },
    ],
  ])('%s', async (_name, prefs, plans, expected) => {
    await preferences.setValue({ ...defaultPreferences, ...prefs });
    await launchPlans.setValue(plans);
    const input = await shortcutLaunch('https://www.example.com/shoes');
    if (expected === null) expect(input).toBeNull();
    else expect(input).toMatchObject({ url: 'https://www.example.com/shoes', ...expected });
  });
});

describe('rememberPlan', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the last launch per site, the most recent sites only', async () => {
    const input = (url: string, types: string[]) => ({
      requestId: crypto.randomUUID(),
      url,
      devices: ['desktop' as const],
      types,
    });
    await rememberPlan(input('https://www.example.com/a', ['lighthouse']), 1);
    await rememberPlan(input('https://example.com/b', ['content']), 2);
    expect(await launchPlans.getValue()).toEqual({
      'example.com': {
        devices: ['desktop'],
        mode: 'types',
        types: ['content'],
        profileId: null,
        usedAt: 2,
      },
    });
    const many = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`s${i}.test`, { ...plan, usedAt: i }]),
    );
    expect(Object.keys(capPlans(many, 3)).sort()).toEqual(['s2.test', 's3.test', 's4.test']);
  });
});
