import * as z from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { exclusive } from '../storage/lock';

/*
 * The diagnostics log a support person reads (Options → Diagnostics): the last service calls
 * (method, path, status, duration, error kind) and every error that was caught and not shown.
 * Bounded, in storage (it must outlive the worker), and free of secrets: paths never carry the
 * query, and every text is passed through `redact` before it is stored.
 *
 * zod/mini rather than zod: every page imports this module and the popup must stay small (the
 * tree-shakable variant costs a few kB where the full one costs tens).
 */

/** How many entries are kept (the newest). */
export const MAX_LOG_ENTRIES = 300;

const callSchema = z.object({
  at: z.number(),
  kind: z.literal('call'),
  method: z.string(),
  path: z.string(),
  status: z.nullable(z.number()),
  ms: z.number(),
  /** The ServiceError kind when the call failed. */
  error: z.nullable(z.string()),
});
const caughtSchema = z.object({
  at: z.number(),
  kind: z.literal('caught'),
  /** Which part of the extension caught it, e.g. `popup: boot snapshot`. */
  where: z.string(),
  message: z.string(),
  /** The error's kind (ServiceError) or name. */
  error: z.nullable(z.string()),
});
export const logEntrySchema = z.union([callSchema, caughtSchema]);
export type LogEntry = z.infer<typeof logEntrySchema>;
export type CallEntry = z.infer<typeof callSchema>;

const logSchema = z.array(logEntrySchema);

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
  const parsed = logSchema.safeParse(await logItem.getValue());
  return parsed.success ? parsed.data : [];
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
  return logItem.watch((value) => {
    const parsed = logSchema.safeParse(value);
    callback(parsed.success ? parsed.data : []);
  });
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
