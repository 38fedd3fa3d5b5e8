import { z } from 'zod/mini';

/**
 * The kind of a keyword-details report (../shared/spec/monitoring.md, keyword details `type`):
 * `heatmap` and `competitors` give the same data, `top50` adds the change and the URL. Listed in
 * the order the side panel offers them. The one definition: the client, the protocol, the
 * background and the side panel import it from here.
 */
export const detailTypes = ['top50', 'heatmap', 'competitors'] as const;
export type DetailType = (typeof detailTypes)[number];

/* PURE: pages import `detailTypes` without pulling zod into their bundles. */
export const detailTypeSchema = /* @__PURE__ */ z.enum(detailTypes);
