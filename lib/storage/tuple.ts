import * as z from 'zod/mini';

/**
 * A stored tuple: an array of exactly these elements, each passing its schema, read as stored (so
 * the elements' schemas must not transform). The indexes keep tuples to stay small in storage
 * (./run-index.ts, ./serp-index.ts); checked element by element here rather than with `z.tuple`,
 * whose general machinery (optional and rest elements) weighed ~0.5 KB gzipped in the worker for
 * these uses alone.
 */
export function storedTuple<const T extends readonly z.ZodMiniType[]>(items: T) {
  return z.custom<{ -readonly [K in keyof T]: z.output<T[K]> }>(
    (value) =>
      Array.isArray(value) &&
      value.length === items.length &&
      items.every((item, i) => item.safeParse(value[i]).success),
  );
}
