import { browser } from 'wxt/browser';
import type { StoredItem } from '@/lib/storage/item';

/**
 * An hourly alarm that exists exactly while `item` holds a watch: nothing wakes the worker for
 * watches while none exists. Kept in step with every change of the item and at start-up.
 */
export function hourlyWhileAny(name: string, item: StoredItem<readonly unknown[]>): void {
  const schedule = async (list: readonly unknown[]) => {
    if (list.length === 0) return browser.alarms.clear(name);
    if (!(await browser.alarms.get(name))) {
      await browser.alarms.create(name, { delayInMinutes: 1, periodInMinutes: 60 });
    }
  };
  item.watch((list) => void schedule(list));
  void item.getValue().then(schedule);
}
