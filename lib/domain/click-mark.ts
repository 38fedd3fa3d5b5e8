/*
 * A click's mark: a write that may reach the service twice (the browser sends a POST again when a
 * reused connection drops before the answer) names what it makes with ` [<mark>]` at the end, six
 * base-36 characters drawn from the click's request id. The read-back after the write counts as
 * the click's only what carries the mark, so a run, profile, campaign or group of the same name
 * made meanwhile by a colleague, another computer or a page watch is never taken for a second
 * receipt of this click (ARCHITECTURE.md, "A write the browser sends twice"). Every reader that
 * shows a name drops the mark (`withoutMark`), so a marked name is never what a person reads.
 */
const MARK = / \[([\da-z]{6})\]$/;

/** Characters a mark adds to a name: ` [` + six + `]`. */
export const MARK_LENGTH = 9;

/** The mark of the click with this request id (a UUID): 28 random bits, in base 36. */
export function clickMark(requestId: string): string {
  const bits = parseInt(requestId.replace(/-/g, '').slice(0, 7), 16);
  return (Number.isFinite(bits) ? bits : 0).toString(36).padStart(6, '0');
}

/** A mark for a click that has no request id of its own (the creates that spend no token). */
export const newClickMark = (): string => clickMark(crypto.randomUUID());

/**
 * A name with the click's mark at its end, in place of any mark it had. With `max`, the name is
 * cut so the marked one still fits the service's limit: only the final name must be whole.
 */
export function markTitle(title: string, mark: string, max?: number): string {
  const bare = withoutMark(title);
  const room = max === undefined ? bare : bare.slice(0, max - MARK_LENGTH).trimEnd();
  return `${room} [${mark}]`;
}

/** The click's mark a name ends with, or null (made elsewhere, or before marks). */
export function titleMark(title: string): string | null {
  return MARK.exec(title)?.[1] ?? null;
}

/** A name as a person reads it: without a click's mark. */
export const withoutMark = (title: string): string => title.replace(MARK, '');

/** The text a list's "part of the title" filter finds the click's marked entities by. */
export const markFilter = (mark: string): string => `[${mark}]`;
