import { withoutMark } from './click-mark';

/**
 * The audit title convention: Stormlens titles audits `"<user title or 'Stormlens'> — <url>"`, so
 * a run reads well in SEMSTORM's web app. It is only a label: which page a run covers comes from
 * its children's `url` (entrypoints/background/audits/history.ts), since runs made elsewhere have
 * titles of their own.
 */
export const DEFAULT_AUDIT_LABEL = 'Stormlens';
const SEPARATOR = ' — ';
/** The label of a page watch's scheduled runs: the watch tells about them, not the tracker. */
export const WATCH_AUDIT_LABEL = 'Stormlens watch';

/*
 * A launch's or clone's runs end their title with the click's mark (./click-mark.ts), after the
 * URL: the URL holds no space, so the mark is never read as part of it, and the history's "part
 * of" title filter (the URL) still finds the run.
 */

/** Whether a title is a page watch's scheduled run. */
export function isWatchRun(title: string): boolean {
  return title.startsWith(`${WATCH_AUDIT_LABEL}${SEPARATOR}`);
}

export function auditTitle(label: string | null | undefined, url: string): string {
  const clean = (label ?? '').trim() || DEFAULT_AUDIT_LABEL;
  return `${clean}${SEPARATOR}${url}`;
}

/**
 * Split a title back into the user's label and the URL, without a click's mark; foreign titles keep
 * their whole text.
 */
export function splitAuditTitle(title: string): { label: string; url: string | null } {
  const bare = withoutMark(title);
  const at = bare.lastIndexOf(SEPARATOR);
  if (at === -1) return { label: bare, url: null };
  const url = bare.slice(at + SEPARATOR.length).trim();
  if (!/^https?:\/\//i.test(url)) return { label: bare, url: null };
  return { label: bare.slice(0, at).trim() || DEFAULT_AUDIT_LABEL, url };
}
