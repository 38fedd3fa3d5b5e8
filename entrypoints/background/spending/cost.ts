import { launchCost } from '@/lib/domain/audit-cost';
import type { Device } from '@/lib/domain/device';
import { retrieveProfile } from '../profiles';

/**
 * Tokens one run of a plan costs before it is sent: one page × devices × types, a profile counting
 * the types it holds (asked of the service: a profile's types are its own).
 */
export async function planCost(plan: {
  devices: readonly Device[];
  types?: readonly string[];
  profileId?: number | null;
}): Promise<number> {
  const types = plan.profileId
    ? (await retrieveProfile({ id: plan.profileId })).types.length
    : (plan.types?.length ?? 0);
  return launchCost(1, plan.devices.length, types);
}
