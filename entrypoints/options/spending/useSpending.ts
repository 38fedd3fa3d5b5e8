import { useEffect, useState } from 'react';
import { useStorageItem } from '@/components/useStorageItem';
import { monthOf } from '@/lib/domain/page-watch-schedule';
import { defaultLimits, monthSpend } from '@/lib/domain/spending';
import { scheduledNeed, scheduledSpent } from '@/lib/domain/spending-forecast';
import { pageWatchLedger, pageWatches, type BudgetSkip } from '@/lib/storage/page-watch';
import { spendingLimits, spendRecord } from '@/lib/storage/spending';

/** A period the monthly cap stopped, with the page it was for. */
export interface CapSkip extends BudgetSkip {
  watchId: string;
  url: string;
}

/** A clock that moves on each minute, so "this month" turns over on an open page. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * Everything Options → Spending shows, from storage (the background writes, this page follows):
 * this month's spends, the limits, what the page watches still need and the runs the cap stopped.
 * Undefined until the record is read.
 */
export function useSpending() {
  const now = useMinute();
  const record = useStorageItem(spendRecord);
  const limits = useStorageItem(spendingLimits) ?? defaultLimits;
  const watches = useStorageItem(pageWatches) ?? [];
  const ledger = useStorageItem(pageWatchLedger) ?? {};
  if (record === undefined) return undefined;
  const capSkips: CapSkip[] = watches.flatMap((w) => {
    const state = ledger[w.id];
    const skip = state?.skipped;
    // "This month" of a skip is the schedule's (its last step's clock), as on the watch's card.
    if (!skip || skip.cap === undefined) return [];
    if (monthOf(skip.at) !== monthOf(state.checkedAt ?? now)) return [];
    return [{ ...skip, watchId: w.id, url: w.url }];
  });
  return {
    month: monthSpend(record, now),
    record,
    limits,
    need: scheduledNeed(watches, ledger, now),
    scheduled: scheduledSpent(ledger, now),
    capSkips,
  };
}

export type Spending = NonNullable<ReturnType<typeof useSpending>>;
