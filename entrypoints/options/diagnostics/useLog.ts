import { useEffect, useState } from 'react';
import { readLog, watchLog, type LogEntry } from '@/lib/diagnostics/log';

/** The diagnostics log, kept current while the section is open; `undefined` until first read. */
export function useLog(): LogEntry[] | undefined {
  const [entries, setEntries] = useState<LogEntry[] | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void readLog().then((read) => alive && setEntries(read));
    const unwatch = watchLog((next) => setEntries(next));
    return () => {
      alive = false;
      unwatch();
    };
  }, []);
  return entries;
}
