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
 * A click's mark: every run one launch or clone makes ends its title with ` [<mark>]`, six base-36
 * characters drawn from the click's request id. The read-back after the write counts as the
 * click's only the runs that carry it, so a run of the same page made meanwhile by a colleague,
 * another computer or a page watch is never taken for a second receipt of this click
 * (ARCHITECTURE.md, "A write the browser sends twice"). It comes after the URL, which holds no
 * space, so it is never read as part of it: the history's "part of" title filter (the URL) still
 * finds the run, and every reader of a title drops the mark (`splitAuditTitle`).
 */
const MARK = / \[([\da-z]{6})\]$/;

/** The mark of the click with this request id (a UUID): 28 random bits, in base 36. */
export function clickMark(requestId: string): string {
  const bits = parseInt(requestId.replace(/-/g, '').slice(0, 7), 16);
  return (Number.isFinite(bits) ? bits : 0).toString(36).padStart(6, '0');
}

/** A title with the click's mark at its end, in place of any mark it had. */
export function markTitle(title: string, mark: string): string {
  return `${title.replace(MARK, '')} [${mark}]`;
}

/** The click's mark a title ends with, or null (a run made elsewhere, or before marks). */
export function titleMark(title: string): string | null {
  return MARK.exec(title)?.[1] ?? null;
}

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
  const bare = title.replace(MARK, '');
  const at = bare.lastIndexOf(SEPARATOR);
  if (at === -1) return { label: bare, url: null };
  const url = bare.slice(at + SEPARATOR.length).trim();
  if (!/^https?:\/\//i.test(url)) return { label: bare, url: null };
  return { label: bare.slice(0, at).trim() || DEFAULT_AUDIT_LABEL, url };
}
