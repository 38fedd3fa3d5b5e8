/** Reading untyped JSON from the service without casts. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Entries of a keyed object, or of a list by index (PHP sends lists and keyed arrays alike). */
export function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v]);
  return isObj(value) ? Object.entries(value) : [];
}
