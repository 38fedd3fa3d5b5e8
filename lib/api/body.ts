/**
 * Builds request bodies: drops `undefined` members and nested objects left empty, so the service
 * applies its own defaults instead of receiving explicit nulls.
 */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined) continue;
    if (member && typeof member === 'object' && !Array.isArray(member)) {
      const inner = compact(member as Record<string, unknown>);
      if (Object.keys(inner).length > 0) out[key] = inner;
      continue;
    }
    out[key] = member;
  }
  return out as Partial<T>;
}

/** Path segment of an id or table name, encoded. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
