import { storage } from 'wxt/utils/storage';
import { exclusive } from '../storage/lock';

/*
 * The diagnostics log a support person reads (Options → Diagnostics): the last service calls
 * (method, path, status, duration, error kind) and every error that was caught and not shown.
 * Bounded, in storage (it must outlive the worker), and free of secrets: paths never carry the
 * query, and every text is passed through `redact` before it is stored.
 *
 * Checked by hand rather than with zod: every page imports this module, and so does the results
 * page's content script, which carries no schema library at all.
 */

/** How many entries are kept (the newest). */
export const MAX_LOG_ENTRIES = 300;

export interface CallEntry {
  at: number;
  kind: 'call';
  method: string;
  path: string;
  status: number | null;
  ms: number;
  /** The ServiceError kind when the call failed. */
  error: string | null;
}
export interface CaughtEntry {
  at: number;
  kind: 'caught';
  /** Which part of the extension caught it, e.g. `popup: boot snapshot`. */
  where: string;
  message: string;
  /** The error's kind (ServiceError) or name. */
  error: string | null;
}
export type LogEntry = CallEntry | CaughtEntry;

const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const orNull =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T | null =>
    v === null || check(v);

/** One stored entry as written, or null. */
function entryOf(value: unknown): LogEntry | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  if (!isNumber(e.at) || !orNull(isText)(e.error)) return null;
  if (e.kind === 'call' && isText(e.method) && isText(e.path) && orNull(isNumber)(e.status)) {
    if (!isNumber(e.ms)) return null;
    const { at, method, path, status, ms, error } = e;
    return { at, kind: 'call', method, path, status, ms, error };
  }
  if (e.kind === 'caught' && isText(e.where) && isText(e.message)) {
    return { at: e.at, kind: 'caught', where: e.where, message: e.message, error: e.error };
  }
  return null;
}

/** The stored log, or [] when any entry of it is not one this version wrote. */
function parseLog(value: unknown): LogEntry[] {
  if (!Array.isArray(value)) return [];
  const entries = value.map(entryOf);
  return entries.every((e) => e !== null) ? entries : [];
}

/** Defined with WXT directly: the stored-item helper (../storage/item.ts) writes its own problems here. */
const logItem = storage.defineItem<unknown>('local:diagnosticsLog', { fallback: [], version: 1 });
const LOCK = 'local:diagnosticsLog';

/** Anything that looks like the token's query parameter, whatever the URL around it. */
const TOKEN_PARAM = /(services_token=)[^&\s"'#]*/gi;

/** The text with the token's query value removed, and any of `secrets` too. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(TOKEN_PARAM, '$1…');
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('…');
  return out;
}

/** The entries, oldest first. An unreadable log is dropped (the log cannot log about itself). */
export async function readLog(): Promise<LogEntry[]> {
  return parseLog(await logItem.getValue());
}

/** Append entries (redacted), keeping the newest `MAX_LOG_ENTRIES`. Never rejects. */
export function appendLog(entries: LogEntry[], secrets: readonly string[] = []): Promise<void> {
  const clean = entries.map((e) =>
    e.kind === 'call'
      ? { ...e, path: redact(e.path, secrets).split('?')[0] }
      : { ...e, where: redact(e.where, secrets), message: redact(e.message, secrets) },
  );
  return exclusive(LOCK, async () => {
    const next = [...(await readLog()), ...clean].slice(-MAX_LOG_ENTRIES);
    await logItem.setValue(next);
  }).catch((error: unknown) => {
    // The last resort: the log itself could not be written (storage full or gone).
    console.error('Stormlens: the diagnostics log could not be written', error);
  });
}

export function clearLog(): Promise<void> {
  return exclusive(LOCK, () => logItem.setValue([]));
}

/** Follow the log as it grows (the Diagnostics section). */
export function watchLog(callback: (entries: LogEntry[]) => void): () => void {
  return logItem.watch((value) => callback(parseLog(value)));
}

function errorKind(error: unknown): string | null {
  if (error && typeof error === 'object') {
    const { kind, name } = error as { kind?: unknown; name?: unknown };
    if (typeof kind === 'string') return kind;
    if (typeof name === 'string') return name;
  }
  return null;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (
    error &&
    typeof error === 'object' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
    return (error as { message: string }).message;
  try {
    return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    return String(error);
  }
}

/**
 * Record an error that was caught and not shown to the user, so support can see it. Also on the
 * console for developers. Resolves once stored; callers in a `.catch` need not wait for it.
 */
export function logCaught(where: string, error: unknown): Promise<void> {
  console.warn(`Stormlens (${where}):`, error);
  return appendLog([
    {
      at: Date.now(),
      kind: 'caught',
      where,
      message: errorMessage(error).slice(0, 500),
      error: errorKind(error),
    },
  ]);
}

/**
 * `.catch(caught('where'))`: log and resolve with undefined, or with `fallback` once logged
 * (`.catch(caught('popup: finding the tab', null))`).
 */
export function caught(where: string): (error: unknown) => Promise<void>;
export function caught<T>(where: string, fallback: T): (error: unknown) => Promise<T>;
export function caught<T>(where: string, fallback?: T) {
  return async (error: unknown): Promise<T | undefined> => {
    await logCaught(where, error);
    return fallback;
  };
}
