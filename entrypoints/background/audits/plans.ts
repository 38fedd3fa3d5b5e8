import { startingPlan } from '@/lib/domain/launch-defaults';
import { domainOf } from '@/lib/domain/url';
import { MAX_PLAN_SITES, launchPlans, type RememberedPlan } from '@/lib/storage/launch-plans';
import { preferences } from '@/lib/storage/prefs';
import type { ParsedInput } from '@/lib/messaging/protocol';
import { settingsDescriptor } from './launch';

type Plans = Record<string, RememberedPlan>;

/** The most recently used sites only, at most `max`. */
export function capPlans(plans: Plans, max = MAX_PLAN_SITES): Plans {
  const entries = Object.entries(plans).sort(([, a], [, b]) => b.usedAt - a.usedAt);
  return Object.fromEntries(entries.slice(0, max));
}

/** Remember what the popup just launched on a site: the next launch there starts from it. */
export function rememberPlan(input: ParsedInput<'audits.launch'>, now = Date.now()): Promise<void> {
  const site = domainOf(input.url);
  if (!site) return Promise.resolve();
  const plan: RememberedPlan = {
    devices: input.devices,
    mode: input.profileId === undefined ? 'types' : 'profile',
    types: input.types ?? [],
    profileId: input.profileId ?? null,
    usedAt: now,
  };
  return launchPlans.update((plans) => capPlans({ ...plans, [site]: plan })).then(() => undefined);
}

/** A launch the shortcut may start without asking: what it sends, and how many types it runs. */
export type ShortcutLaunch =
  | { url: string; devices: RememberedPlan['devices']; types: string[] }
  | { url: string; devices: RememberedPlan['devices']; profileId: number };

/**
 * What the keyboard shortcut (and "Audit this page") launches on a page: the plan last launched
 * there from the popup, else the defaults chosen in Options. Null when the user has chosen
 * nothing yet — then the shortcut asks first instead of guessing what to spend.
 */
export async function shortcutLaunch(url: string): Promise<ShortcutLaunch | null> {
  const site = domainOf(url);
  const remembered = site ? ((await launchPlans.getValue())[site] ?? null) : null;
  const prefs = await preferences.getValue();
  const needsTypes = remembered ? remembered.mode === 'types' : prefs.defaultProfileId === null;
  const allowed = needsTypes ? Object.keys(await settingsDescriptor()) : [];
  const plan = startingPlan(remembered, prefs, allowed);
  if (plan.source === 'first') return null;
  if (plan.mode === 'profile' && plan.profileId !== null) {
    return { url, devices: plan.devices, profileId: plan.profileId };
  }
  return plan.types.length ? { url, devices: plan.devices, types: plan.types } : null;
}
