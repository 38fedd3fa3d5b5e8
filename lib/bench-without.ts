/*
 * Bench-only switches: each turns off one mechanism that exists only for speed, so
 * `npm run bench -- startup <name>` can measure what it gains (ARCHITECTURE.md, "Speed-only
 * mechanisms, measured"). wxt.config.ts sets them from STORMLENS_BENCH_WITHOUT in the e2e build
 * alone; every other build, the store packages included, gets `false`, and the minifier drops
 * the branches they guard. Unit tests see them undefined: off.
 */
declare const __BENCH_WITHOUT_PREFETCH__: boolean | undefined;
declare const __BENCH_WITHOUT_KEPT_STRINGS__: boolean | undefined;
declare const __BENCH_WITHOUT_LAZY_ITEMS__: boolean | undefined;

/** The side panel's start-up prefetch (lib/storage/prefetch.ts) is not started. */
export const WITHOUT_PREFETCH =
  typeof __BENCH_WITHOUT_PREFETCH__ === 'boolean' && __BENCH_WITHOUT_PREFETCH__;
/** Pages keep no strings (lib/i18n/kept.ts): every open loads its string chunks. */
export const WITHOUT_KEPT_STRINGS =
  typeof __BENCH_WITHOUT_KEPT_STRINGS__ === 'boolean' && __BENCH_WITHOUT_KEPT_STRINGS__;
/** Each stored item's WXT item is made as it is defined (lib/storage/item.ts), not on first use. */
export const WITHOUT_LAZY_ITEMS =
  typeof __BENCH_WITHOUT_LAZY_ITEMS__ === 'boolean' && __BENCH_WITHOUT_LAZY_ITEMS__;
