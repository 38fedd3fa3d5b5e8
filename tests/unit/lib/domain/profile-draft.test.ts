import { describe, expect, it } from 'vitest';
import {
  applySettingsChange,
  draftFromProfile,
  excludeType,
  includeType,
  isDirty,
  planSave,
  profileTypes,
  setInput,
} from '@/lib/domain/profile-draft';
import type { AuditProfile } from '@/lib/domain/profile-types';
import { descriptor, profile } from './profile-fixtures';

const fresh = (p: AuditProfile) => draftFromProfile(p, descriptor);

describe('draftFromProfile + planSave', () => {
  it('an untouched draft changes nothing and keeps every type, known or not', () => {
    const plan = planSave(profile, descriptor, fresh(profile));
    expect(plan.errorCount).toBe(0);
    expect(plan.removed).toEqual([]);
    expect(plan.settingsChanged).toBe(false);
    expect(isDirty(plan)).toBe(false);
    expect(Object.keys(plan.settings).sort()).toEqual(['lighthouse', 'yellowlab']);
    // Unknown parameters and types the account may no longer use go back untouched.
    expect(plan.settings.lighthouse.extra).toBe('kept');
    expect(plan.settings.yellowlab).toEqual({ depth: 2 });
    expect(plan.untouched).toEqual(['yellowlab']);
  });

  it.each([
    ['types listed only in settings', { ...profile, types: [] }, ['lighthouse', 'yellowlab']],
    [
      'types listed without settings',
      { ...profile, types: ['webpagetest'], settings: {} },
      ['webpagetest'],
    ],
  ])('never drops a type the user did not remove: %s', (_label, p, types) => {
    const plan = planSave(p, descriptor, fresh(p));
    expect(Object.keys(plan.settings).sort()).toEqual(types);
    expect(plan.removed).toEqual([]);
  });

  it('reports changed parameters and sends values typed like the defaults', () => {
    let draft = fresh(profile);
    draft = setInput(draft, 'lighthouse', 'throttling', 'none');
    draft = setInput(draft, 'lighthouse', 'screenshots', true);
    const plan = planSave(profile, descriptor, draft);
    expect(plan.changed).toEqual({ lighthouse: ['throttling', 'screenshots'] });
    expect(plan.settings.lighthouse).toEqual({
      throttling: 'none',
      locale: 'pl',
      screenshots: true,
      extra: 'kept',
    });
    expect(isDirty(plan)).toBe(true);
  });

  it('an added type is sent with its defaults and listed as added', () => {
    const plan = planSave(profile, descriptor, includeType(fresh(profile), 'webpagetest'));
    expect(plan.added).toEqual(['webpagetest']);
    expect(plan.settings.webpagetest).toEqual({ runs: 3, timeout: '30' });
    expect(plan.settingsChanged).toBe(true);
  });

  it('a removed type is listed for confirmation and left out of the settings', () => {
    const plan = planSave(profile, descriptor, excludeType(fresh(profile), 'yellowlab'));
    expect(plan.removed).toEqual(['yellowlab']);
    expect(plan.settings).not.toHaveProperty('yellowlab');
    expect(plan.settings).toHaveProperty('lighthouse');
  });

  it('re-adding a removed type restores its stored values, not the defaults', () => {
    const draft = includeType(excludeType(fresh(profile), 'lighthouse'), 'lighthouse');
    const plan = planSave(profile, descriptor, draft);
    expect(plan.removed).toEqual([]);
    expect(plan.settings.lighthouse.throttling).toBe('devtools');
  });

  it('collects field errors and counts them', () => {
    let draft = setInput(fresh(profile), 'lighthouse', 'locale', 'toolong');
    draft = includeType(setInput(draft, 'webpagetest', 'runs', 'x'), 'webpagetest');
    const plan = planSave(profile, descriptor, draft);
    expect(plan.errorCount).toBe(2);
    expect(plan.errors.lighthouse.locale).toEqual({ code: 'tooLong', max: 5, length: 7 });
    expect(plan.errors.webpagetest.runs).toEqual({ code: 'notNumber' });
  });

  it('ignores errors in types that are not included', () => {
    const draft = setInput(fresh(profile), 'webpagetest', 'runs', 'x');
    expect(planSave(profile, descriptor, draft).errorCount).toBe(0);
  });

  it('an empty title is an error', () => {
    const plan = planSave(profile, descriptor, { ...fresh(profile), title: '  ' });
    expect(plan.titleProblem).toEqual({ field: 'title', code: 'text-empty' });
    expect(plan.errorCount).toBe(1);
  });

  it('a title over 200 characters is an error, kept whole in the draft', () => {
    const title = 'x'.repeat(1000);
    const plan = planSave(profile, descriptor, { ...fresh(profile), title });
    expect(plan.titleProblem).toEqual({
      field: 'title',
      code: 'text-too-long',
      values: { max: 200 },
    });
    expect(plan.errorCount).toBe(1);
  });

  it('a runs of -1 is an error of its field, never part of what a save sends', () => {
    const ranged = {
      ...descriptor,
      webpagetest: {
        ...descriptor.webpagetest,
        settings: {
          ...descriptor.webpagetest.settings,
          runs: { ...descriptor.webpagetest.settings.runs, range: { min: 1, max: 9 } },
        },
      },
    };
    const draft = setInput(fresh(profile), 'webpagetest', 'runs', '-1');
    const plan = planSave(profile, ranged, includeType(draft, 'webpagetest'));
    expect(plan.errors.webpagetest.runs).toEqual({ code: 'outOfRange', min: 1, max: 9 });
    expect(plan.errorCount).toBe(1);
    expect(plan.change.set.webpagetest?.runs).toBeUndefined();
  });

  it('sees a title change (trimmed)', () => {
    expect(
      planSave(profile, descriptor, { ...fresh(profile), title: ' Mobile checks ' }).titleChanged,
    ).toBe(false);
    expect(
      planSave(profile, descriptor, { ...fresh(profile), title: 'Desktop' }).titleChanged,
    ).toBe(true);
  });

  it('a stored value equal to the default is not a change', () => {
    const p: AuditProfile = {
      id: 1,
      title: 'x',
      types: ['webpagetest'],
      settings: { webpagetest: { runs: '3' } },
    };
    expect(planSave(p, descriptor, fresh(p)).changed).toEqual({});
  });
});

describe('profileTypes', () => {
  it('merges the types list and the settings keys without repeats', () => {
    expect(profileTypes({ ...profile, types: ['content', 'lighthouse'] })).toEqual([
      'content',
      'lighthouse',
      'yellowlab',
    ]);
  });
});

describe('the change a save sends', () => {
  it('holds only changed parameters, added types whole and removed types', () => {
    let draft = includeType(excludeType(fresh(profile), 'yellowlab'), 'webpagetest');
    draft = setInput(draft, 'lighthouse', 'throttling', 'none');
    const plan = planSave(profile, descriptor, draft);
    expect(plan.change.remove).toEqual(['yellowlab']);
    expect(plan.change.set.lighthouse).toEqual({ throttling: 'none' });
    expect(plan.change.set.webpagetest).toEqual(plan.settings.webpagetest);
  });

  it('applied to the profile as stored now, keeps what others changed meanwhile', () => {
    const now: AuditProfile = {
      ...profile,
      types: ['lighthouse', 'yellowlab', 'content'],
      settings: {
        ...profile.settings,
        lighthouse: { ...profile.settings.lighthouse, locale: 'en' },
      },
    };
    const next = applySettingsChange(now, {
      set: { lighthouse: { throttling: 'none' } },
      remove: ['yellowlab'],
    });
    expect(next).toEqual({
      lighthouse: { ...profile.settings.lighthouse, locale: 'en', throttling: 'none' },
      content: {},
    });
  });
});
