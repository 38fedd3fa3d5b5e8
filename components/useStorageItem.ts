import { useEffect, useState } from 'react';
import type { StoredItem } from '@/lib/storage/item';

/**
 * The live value of a storage item: read once, then kept current with `watch()`, so every open page
 * follows what the background writes. `undefined` until the first read resolves.
 */
export function useStorageItem<T>(item: StoredItem<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void item.getValue().then((v) => alive && setValue(v));
    const unwatch = item.watch((v) => setValue(v));
    return () => {
      alive = false;
      unwatch();
    };
  }, [item]);
  return value;
}
