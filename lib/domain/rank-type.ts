import { z } from 'zod/mini';

/**
 * Which results a monitoring report ranks (../shared/spec/monitoring.md, detailed data `type`):
 * organic results, paid results (ads), or the maps pack. The one definition: the client, the
 * protocol, the panel cache key and the pages import it from here.
 */
export const rankTypes = ['organic', 'paid', 'maps'] as const;
export type RankType = (typeof rankTypes)[number];

/* PURE: pages import `rankTypes` without pulling zod into their bundles. */
export const rankTypeSchema = /* @__PURE__ */ z.enum(rankTypes);
