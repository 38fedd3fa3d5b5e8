import { z } from 'zod/mini';

/**
 * A person's level on a monitoring campaign (../shared/spec/monitoring.md, access). `owner` is
 * permanent: only the other two can be granted. The one definition for client, protocol and pages.
 */
export const accessLevels = ['owner', 'manager', 'readonly'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export const grantableLevels = ['readonly', 'manager'] as const;
export type GrantableLevel = (typeof grantableLevels)[number];

/** One person's access to give on a campaign: an e-mail address and the level it gets. */
export interface Grant {
  mail: string;
  permission: GrantableLevel;
}

/* PURE: pages import the lists without pulling zod into their bundles (zod is side-effect free). */
export const grantableLevelSchema = /* @__PURE__ */ z.enum(grantableLevels);

export function isGrantableLevel(value: unknown): value is GrantableLevel {
  return grantableLevels.some((l) => l === value);
}

/** The service's words for a level (`access` or `access_type`, several spellings). */
export function accessOf(value: string | null | undefined): AccessLevel {
  const s = (value ?? '').toLowerCase();
  const known = accessLevels.find((l) => l === s);
  if (known) return known;
  if (s === 'read-only' || s === 'read_only' || s === 'read') return 'readonly';
  // No level stated: the list only shows campaigns the caller may see; own ones carry no level.
  return 'owner';
}
