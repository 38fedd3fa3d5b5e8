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
  // The schedule's "this month" is its own clock's (its last step), as on a watch's card: the
  // same as the page's but in e2e builds, whose schedule clock a test moves.
  const steps = Object.values(ledger).flatMap((s) => (s.checkedAt ? [s.checkedAt] : []));
  const scheduleNow = steps.length ? Math.max(...steps) : now;
  const capSkips: CapSkip[] = watches.flatMap((w) => {
    const skip = ledger[w.id]?.skipped;
    if (!skip || skip.cap === undefined || monthOf(skip.at) !== monthOf(scheduleNow)) return [];
    return [{ ...skip, watchId: w.id, url: w.url }];
  });
  return {
    month: monthSpend(record, now),
    record,
    limits,
    need: scheduledNeed(watches, ledger, scheduleNow),
    scheduled: scheduledSpent(ledger, scheduleNow),
    capSkips,
  };
}

export type Spending = NonNullable<ReturnType<typeof useSpending>>;
