/**
 * When stored rank data can have changed. The service updates rankings once a day and its data ends
 * yesterday (../shared/spec/monitoring.md: `datemax` defaults to yesterday); the panel's ranges are
 * UTC days (dates.ts). So a report fetched since the start of today's UTC day holds everything the
 * service has until the next day begins, and asking again before then only costs requests.
 */
const DAY_MS = 86_400_000;

/** The start of the UTC day of `at`, in ms. */
export function dayStartOf(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/** True while data fetched at `fetchedAt` is still the newest the service has. */
export function isRankDataFresh(fetchedAt: number, now: number = Date.now()): boolean {
  // A fetch time in the future means the clock moved back: do not trust it.
  return fetchedAt <= now && fetchedAt >= dayStartOf(now);
}
