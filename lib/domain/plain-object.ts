/** Reading untyped JSON from the service without casts. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Entries of a keyed object, or of a list by index (PHP sends lists and keyed arrays alike). */
export function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v]);
  return isObj(value) ? Object.entries(value) : [];
}

/*
 * Keys from outside (a file, the service, what the user typed) are data, never members: a phrase
 * such as "constructor" or a file key such as "__proto__" must not read an inherited member or
 * replace an object's prototype. Objects keyed by such text are made without a prototype and read
 * through own-property checks.
 */

/** An empty object keyed by outside text: no prototype, so every key is an ordinary key. */
export const dict = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** `record[key]` if the record itself has the key; never an inherited member. */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A key that names an object's built-in member (`constructor`, `toString`, `__proto__`, …). */
export const isReservedKey = (key: string): boolean =>
  key === 'prototype' || key in Object.prototype;
