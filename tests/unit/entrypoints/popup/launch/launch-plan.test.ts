import { describe, expect, it } from 'vitest';
import { resolvePlan } from '@/entrypoints/popup/launch/launch-plan';
import type { AuditProfile } from '@/lib/domain/profile-types';
import type { RememberedPlan } from '@/lib/storage/launch-plans';
import { defaultPreferences, type Preferences } from '@/lib/storage/prefs';
import { emptyLaunch, type LaunchDraft } from '@/lib/stores/popup';

const draft: LaunchDraft = emptyLaunch;
const allowed = ['lighthouse', 'pagespeed', 'content'];
const profiles: AuditProfile[] = [
  { id: 7, title: 'Speed', types: ['lighthouse', 'pagespeed'], settings: {} },
  { id: 9, title: 'Content', types: ['content'], settings: {} },
];
const prefs = (p: Partial<Preferences>): Preferences => ({ ...defaultPreferences, ...p });

describe('resolvePlan', () => {
  it.each<[string, Partial<LaunchDraft>, Partial<Preferences>, object]>([
    [
      'nothing chosen: Lighthouse alone on both devices',
      {},
      {},
      { devices: ['desktop', 'mobile'], mode: 'types', types: ['lighthouse'], typeCount: 1 },
    ],
    [
      'preferred types, only those allowed',
      {},
      { defaultAuditTypes: ['content', 'yellowlab'] },
      { types: ['content'], typeCount: 1 },
    ],
    [
      'preferred types none allowed: Lighthouse alone',
      {},
      { defaultAuditTypes: ['yellowlab'] },
      { types: ['lighthouse'], source: 'first' },
    ],
    [
      'the user’s choice wins',
      { devices: ['mobile'], types: ['pagespeed'] },
      {},
      { devices: ['mobile'], types: ['pagespeed'], typeCount: 1 },
    ],
    [
      'a type no longer allowed is dropped',
      { types: ['pagespeed', 'webpagetest'] },
      {},
      { types: ['pagespeed'] },
    ],
    [
      'default profile sets the mode',
      {},
      { defaultProfileId: 7 },
      { mode: 'profile', typeCount: 2 },
    ],
    [
      'a vanished default profile falls back to types',
      {},
      { defaultProfileId: 99 },
      { mode: 'types', profile: null },
    ],
    [
      'picking another profile',
      { mode: 'profile', profileId: 9 },
      { defaultProfileId: 7 },
      { mode: 'profile', typeCount: 1 },
    ],
    [
      'back to types despite a default profile',
      { mode: 'types' },
      { defaultProfileId: 7 },
      { mode: 'types', profile: null, types: ['lighthouse'], typeCount: 1 },
    ],
    [
      'profile mode with no profile chosen',
      { mode: 'profile' },
      {},
      { mode: 'profile', profile: null, typeCount: 0 },
    ],
  ])('%s', (_name, patch, prefPatch, expected) => {
    expect(resolvePlan({ ...draft, ...patch }, prefs(prefPatch), allowed, profiles)).toMatchObject(
      expected,
    );
  });

  it('resolves the profile object in profile mode', () => {
    expect(
      resolvePlan(draft, prefs({ defaultProfileId: 9 }), allowed, profiles).profile?.title,
    ).toBe('Content');
  });

  it('works before the profiles have loaded', () => {
    expect(resolvePlan(draft, prefs({ defaultProfileId: 7 }), allowed, null)).toMatchObject({
      mode: 'types',
      typeCount: 1,
    });
  });

  it('an account without Lighthouse starts from its first type', () => {
    expect(resolvePlan(draft, prefs({}), ['content', 'pagespeed'], null)).toMatchObject({
      types: ['content'],
      source: 'first',
    });
  });

  const remembered: RememberedPlan = {
    devices: ['mobile'],
    mode: 'types',
    types: ['pagespeed', 'webpagetest'],
    profileId: null,
    usedAt: 1,
  };

  it.each<[string, Partial<LaunchDraft>, Partial<Preferences>, RememberedPlan, object]>([
    [
      'the last launch on the site, types no longer allowed dropped',
      {},
      { defaultAuditTypes: ['content'] },
      remembered,
      { devices: ['mobile'], types: ['pagespeed'], source: 'site' },
    ],
    [
      'a profile launched last on the site',
      {},
      {},
      { ...remembered, mode: 'profile', types: [], profileId: 9 },
      { mode: 'profile', typeCount: 1, source: 'site' },
    ],
    [
      'a vanished profile of the site: Lighthouse alone',
      {},
      {},
      { ...remembered, mode: 'profile', types: [], profileId: 99 },
      { mode: 'types', types: ['lighthouse'] },
    ],
    [
      'the draft still wins',
      { types: ['content'] },
      {},
      remembered,
      { devices: ['mobile'], types: ['content'] },
    ],
  ])('%s', (_name, patch, prefPatch, plan, expected) => {
    expect(
      resolvePlan({ ...draft, ...patch }, prefs(prefPatch), allowed, profiles, plan),
    ).toMatchObject(expected);
  });
});
