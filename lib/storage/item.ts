import { storage } from 'wxt/utils/storage';
import { WITHOUT_LAZY_ITEMS } from '../bench-without';
import { caught, logCaught } from '../diagnostics/log';
import { isObj } from '../domain/plain-object';
import { exclusive } from './lock';

/*
 * Every stored value is defined with this helper (lib/storage/*.ts): a WXT item with a version and
 * its migrations (WXT runs them on first use), read through a schema, written one change at a time.
 *
 * - Reading: the raw value goes through `schema.safeParse`. A value the schema refuses (an older
 *   shape no migration knew, a hand-edited or truncated one) is dropped and the fallback returned,
 *   with a line in the diagnostics log: a page never crashes on what it finds in storage.
 * - Writing: `update(change)` is a read-modify-write under a lock named after the key (./lock.ts),
 *   so two writers at once never both start from the same old value.
 */

/** What the helper needs of a schema: zod and zod/mini schemas have it. */
export interface StoredSchema<T> {
  safeParse(raw: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface StoredItem<T> {
  readonly key: string;
  readonly fallback: T;
  /** The stored value, checked; the fallback when none is stored or it was unreadable. */
  getValue(): Promise<T>;
  /** Replace the value whole. When the new value depends on the old one, use `update`. */
  setValue(value: T): Promise<void>;
  /** Read, change and write back, one change at a time per key across the whole extension. */
  update(change: (current: T) => T | Promise<T>): Promise<T>;
  removeValue(): Promise<void>;
  /** Called with every new value and the one before (both checked); returns the unwatch function. */
  watch(callback: (value: T, previous: T) => void): () => void;
}

export interface StoredItemOptions<T> {
  fallback: T;
  /** Bump when the stored shape changes, with a migration to the new version. */
  version: number;
  /** `migrations[n]` turns a version n−1 value into version n. */
  migrations?: Record<number, (old: unknown) => unknown>;
  schema: StoredSchema<T>;
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: unknown };
type StorageKey = `local:${string}` | `session:${string}`;

function reportUnreadable(key: StorageKey, error: unknown): Promise<void> {
  const name = key.slice(key.indexOf(':') + 1);
  return logCaught(`storage: “${name}” was unreadable and was reset`, error);
}

/** Drop an unreadable value (and log it), unless a writer replaced it meanwhile. */
function dropUnreadable(
  key: StorageKey,
  bad: unknown,
  error: unknown,
  raw: { getValue(): Promise<unknown>; removeValue(): Promise<void> },
): Promise<void> {
  return exclusive(key, async () => {
    if (JSON.stringify(await raw.getValue()) !== JSON.stringify(bad)) return;
    await raw.removeValue();
    await reportUnreadable(key, error);
  });
}

/**
 * Where a page's start-up reads may be served from instead of storage: the side panel's prefetch
 * (./prefetch.ts, set in entrypoints/sidepanel/main.tsx); null (storage) everywhere else, the
 * worker included. Set here rather than imported so pages without a prefetch do not carry it.
 */
let startupReads: ((keys: StorageKey[]) => Promise<unknown[] | null>) | null = null;

export function serveStartupReads(
  take: ((keys: StorageKey[]) => Promise<unknown[] | null>) | null,
): void {
  startupReads = take;
}

/** The values of `keys` (null: nothing stored), in order. */
async function readItems(keys: StorageKey[]): Promise<unknown[]> {
  const served = startupReads && (await startupReads(keys));
  return served ?? (await storage.getItems(keys)).map((item) => item.value);
}

/**
 * Where WXT keeps an item's metadata (`{ v: version }`): its internal layout, not its documented
 * API (`storage.getMeta` reads it in a storage read of its own). Pinned by
 * tests/unit/lib/storage/wxt-meta.test.ts, which fails when a WXT update moves it.
 */
const metaKey = (key: StorageKey): StorageKey => `${key}$`;

/**
 * The stored value in one storage read when it is of the item's version (nothing stored counts),
 * else through the WXT item, which migrates it first. WXT's own read waits for its migration
 * check's read and then reads the value again: two round trips where the popup's first frame
 * (the connection state) waits for one. WXT's rule: no version stored is version 1.
 */
async function readCurrent(
  key: StorageKey,
  version: number,
  raw: () => { getValue(): Promise<unknown> },
): Promise<unknown> {
  const [value, meta] = await readItems([key, metaKey(key)]);
  const stored = isObj(meta) && typeof meta.v === 'number' ? meta.v : 1;
  return value === null || stored === version ? value : raw().getValue();
}

/** Pure: an item no code reads is dropped from a bundle (Rollup honours the annotation). */
/*#__NO_SIDE_EFFECTS__*/
export function defineStoredItem<T>(key: StorageKey, options: StoredItemOptions<T>): StoredItem<T> {
  const { fallback, schema } = options;
  // The WXT item is made on first use: WXT reads an item's key as it is defined (and runs its
  // migrations then), so a page importing a dozen items paid a dozen storage reads at start-up,
  // queued before the few its first frame waits for. Its migrations still run before
  // the first read or write through it.
  const make = () =>
    storage.defineItem<unknown>(key, {
      fallback: null,
      version: options.version,
      ...(options.migrations ? { migrations: options.migrations } : {}),
    });
  let made: ReturnType<typeof make> | undefined = WITHOUT_LAZY_ITEMS ? make() : undefined;
  const raw = () => (made ??= make());
  const check = (value: unknown): Checked<T> => {
    if (value === null || value === undefined) return { ok: true, value: fallback };
    const parsed = schema.safeParse(value);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error };
  };
  const report = (error: unknown) => reportUnreadable(key, error);
  const drop = (bad: unknown, error: unknown) => dropUnreadable(key, bad, error, raw());
  const item: StoredItem<T> = {
    key,
    fallback,
    async getValue() {
      const value = await readCurrent(key, options.version, raw);
      const checked = check(value);
      if (checked.ok) return checked.value;
      await drop(value, checked.error);
      return fallback;
    },
    setValue: (value) => raw().setValue(value),
    update: (change) =>
      exclusive(key, async () => {
        const checked = check(await raw().getValue());
        if (!checked.ok) await report(checked.error);
        const next = await change(checked.ok ? checked.value : fallback);
        await item.setValue(next);
        return next;
      }),
    removeValue: () => raw().removeValue(),
    // Straight on the storage key, not through the WXT item: making the item starts its
    // migration check (a storage read), and the worker follows a dozen items from every wake-up.
    // What arrives here was written through an item, so it is of the current version already.
    watch: (callback) =>
      storage.watch<unknown>(key, (value, old) => {
        const before = check(old);
        const previous = before.ok ? before.value : fallback;
        const checked = check(value);
        if (checked.ok) callback(checked.value, previous);
        else void drop(value, checked.error).then(() => callback(fallback, previous));
      }),
  };
  return item;
}

/**
 * Keys made per record (`cache:monitoring:campaign:12`, the side panel's entries) have no item of
 * their own; they are read by the same rules: through `schema`, an unreadable value dropped with a
 * line in the diagnostics log, null when nothing (readable) is stored.
 */
export function storedKey<T>(key: StorageKey, schema: StoredSchema<T>) {
  const raw = {
    getValue: () => storage.getItem<unknown>(key),
    removeValue: () => storage.removeItem(key),
  };
  const check = async (value: unknown): Promise<T | null> => {
    if (value === null || value === undefined) return null;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    await dropUnreadable(key, value, parsed.error, raw);
    return null;
  };
  return {
    getValue: async () => check((await readItems([key]))[0]),
    /**
     * Called with every new value, checked (null when removed or unreadable); a value `known`
     * says the caller already has is not checked again.
     */
    watch: (
      callback: (value: T | null) => void,
      known: (value: unknown) => boolean = () => false,
    ): (() => void) =>
      storage.watch<unknown>(key, (value) => {
        if (known(value)) return;
        void check(value).then(callback, caught(`storage: following “${key}”`));
      }),
  };
}
