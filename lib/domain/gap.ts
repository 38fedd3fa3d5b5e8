import { z } from 'zod/mini';

/**
 * The aggregation gap of monitoring reports (../shared/spec/monitoring.md, `gap`): one value per
 * day, per ISO week or per month. The one definition: the client, the protocol, the stored
 * preferences and the pages import it from here.
 */
export const gaps = ['daily', 'weekly', 'monthly'] as const;
export type Gap = (typeof gaps)[number];

/* PURE: pages import `gaps` without pulling zod into their bundles (zod is side-effect free). */
export const gapSchema = /* @__PURE__ */ z.enum(gaps);

/** A gap read from a form control or a stored value; null when it is none of the three. */
export function asGap(value: unknown): Gap | null {
  return gaps.find((g) => g === value) ?? null;
}
