import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { preferences, defaultPreferences } from '@/lib/storage/prefs';
import { putCached } from '@/lib/storage/cache';
import { MAX_QUERY, quickLaunchInput, researchQuery } from '@/entrypoints/background/menus';
import { auditNotificationId, clickTarget } from '@/entrypoints/background/notify';
import { DESCRIPTOR } from './fake-service';

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

describe('quickLaunchInput (menu and keyboard launches)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    vi.useRealTimers();
    await putCached('audits.settings', DESCRIPTOR);
  });

  it.each([
    [{}, { devices: ['desktop', 'mobile'], types: ['lighthouse', 'content'] }],
    [{ defaultAuditTypes: ['content', 'yellowlab'] }, { types: ['content'] }],
    [{ defaultAuditTypes: ['yellowlab'] }, { types: ['lighthouse', 'content'] }],
    [
      { defaultProfileId: 4, defaultDevices: ['mobile'] },
      { profileId: 4, devices: ['mobile'] },
    ],
  ])('preferences %j → %j', async (prefs, expected) => {
    await preferences.setValue({ ...defaultPreferences, ...prefs } as typeof defaultPreferences);
    const input = await quickLaunchInput('https://www.example.com/');
    expect(input).toMatchObject({ url: 'https://www.example.com/', ...expected });
  });
});
