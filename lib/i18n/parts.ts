import { isObj } from '../domain/plain-object';

/**
 * An area's strings may come in two parts: `<area>.json`, what a page's first frame shows, and
 * `<area>.later.json`, the strings of parts the popup builds after it (load.ts). Pages load the
 * parts as chunks; the background reads one packaged file per area, merged at build time
 * (wxt.config.ts).
 */

/** The file of an area's later part, beside its first part. */
export const laterFile = (firstFile: string) => firstFile.replace(/\.json$/, '.later.json');

/** `later` added into `first`, section by section (`run.noPage` first, the rest of `run` later). */
export function mergeParts(first: unknown, later: unknown): unknown {
  if (!isObj(first) || !isObj(later)) return later ?? first;
  const out: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(later)) out[key] = mergeParts(first[key], value);
  return out;
}
