import { issue } from '@/lib/domain/input-issue';
import { invalidInput, ServiceError } from '@/lib/api/errors';
import type { AccessChange, CampaignAccess } from '@/lib/messaging/protocol/monitoring/access';
import * as z from 'zod/mini';
import { defineStoredItem } from '@/lib/storage/item';
import { campaignSummary, readonlyError } from './campaigns';
import { accessOf, type GrantableLevel } from '@/lib/domain/access-level';
import type { MonitoringPort } from './port';

/** The service allows one set-access call per 10 s per account. */
export const SET_ACCESS_INTERVAL_MS = 10_000;

/**
 * When the last set-access call went out. In storage, not module state: the read model runs in
 * each page that asks (lib/messaging/local.ts), so only storage makes the rule hold across two
 * open pages and a reopened side panel; and a refusal before sending is better than the service's
 * "too fast" error.
 */
export const lastSetAccess = defineStoredItem<number>('local:monitoringLastSetAccess', {
  fallback: 0,
  version: 1,
  schema: z.number(),
});

export async function campaignAccess(
  port: MonitoringPort,
  campaignId: number,
): Promise<CampaignAccess> {
  const [summary, all, last] = await Promise.all([
    campaignSummary(port, campaignId, true),
    port.campaigns.getAccess(),
    lastSetAccess.getValue(),
  ]);
  const entry = all.find((a) => a.campaignId === campaignId);
  const owner =
    entry?.owner ??
    entry?.users.find((u) => u.access.toLowerCase() === 'owner')?.mail ??
    summary.owner ??
    null;
  const users = (entry?.users ?? [])
    .map((u) => ({ mail: u.mail.toLowerCase(), access: accessOf(u.access) }))
    .filter((u, i, list) => list.findIndex((x) => x.mail === u.mail) === i);
  if (owner && !users.some((u) => u.mail === owner.toLowerCase()))
    users.unshift({ mail: owner.toLowerCase(), access: 'owner' });
  const order = { owner: 0, manager: 1, readonly: 2 } as const;
  users.sort((a, b) => order[a.access] - order[b.access] || a.mail.localeCompare(b.mail));
  return {
    campaignId,
    access: entry?.access ? accessOf(entry.access) : summary.access,
    owner,
    users,
    nextSetAt: last + SET_ACCESS_INTERVAL_MS,
  };
}

/** Throws the "wait N seconds" refusal when a set-access call went out less than 10 s before `now`. */
function refuseTooSoon(last: number, now: number): void {
  const waitMs = last + SET_ACCESS_INTERVAL_MS - now;
  if (waitMs <= 0) return;
  const error = invalidInput(issue('set', 'sharing-wait', { seconds: Math.ceil(waitMs / 1000) }));
  error.details.waitMs = waitMs;
  error.details.reason = 'too-fast';
  throw error;
}

/** Grant / remove access with the service's rules checked first (see the protocol's doc). */
export async function changeAccess(
  port: MonitoringPort,
  input: {
    campaignId: number;
    set: { mail: string; permission: GrantableLevel }[];
    remove: string[];
  },
  now = Date.now(),
): Promise<AccessChange> {
  // Checked before any request too: a change too soon costs nothing.
  refuseTooSoon(await lastSetAccess.getValue(), now);
  if (input.set.length > 3) throw invalidInput(issue('set', 'sharing-max', { max: 3 }));
  const current = await campaignAccess(port, input.campaignId);
  if (current.access === 'readonly') throw readonlyError();
  const owner = current.owner?.toLowerCase();
  const touched = [...input.set.map((s) => s.mail), ...input.remove].map((m) => m.toLowerCase());
  if (owner && touched.includes(owner)) {
    throw invalidInput(issue('mail', 'sharing-owner', { owner: current.owner ?? '' }));
  }
  const dup = input.set.find((s) => input.remove.includes(s.mail));
  if (dup) throw invalidInput(issue('mail', 'sharing-both', { value: dup.mail }));

  // The slot is taken under the item's lock: of two changes checked at once, only one is sent.
  await lastSetAccess.update((last) => {
    refuseTooSoon(last, now);
    return now;
  });
  // Only the parts that change: the service reads an empty `set` or `remove` as a change too.
  const result = await port.campaigns.setAccess({
    [String(input.campaignId)]: {
      ...(input.set.length ? { set: input.set } : {}),
      ...(input.remove.length ? { remove: input.remove.map((mail) => ({ mail })) } : {}),
    },
  });
  const mine = result[String(input.campaignId)];
  if (!mine) {
    throw new ServiceError('invalid-response', {
      message: 'sharing change not reported on',
    });
  }
  return { set: mine.set, remove: mine.remove, nextSetAt: now + SET_ACCESS_INTERVAL_MS };
}
