/**
 * One run at a time in this worker: a call while a run goes on shares it (its promise) instead of
 * starting a second one beside it — two would poll, launch or store the same things twice. With
 * `rerun`, such a call also asks for one more pass right after the current one, because it comes
 * with news the running pass may have read too early (a new launch, a changed watch); the shared
 * promise settles after the last pass. Held in memory, so valid only while the worker is awake;
 * what must survive the worker is in storage. A pass that fails ends the run with its error.
 */
export function coalesced<A extends unknown[], T>(
  run: (...args: A) => Promise<T>,
  { rerun = false }: { rerun?: boolean } = {},
): (...args: A) => Promise<T> {
  let inflight: Promise<T> | null = null;
  let again = false;
  return (...args) => {
    if (inflight) {
      again ||= rerun;
      return inflight;
    }
    inflight = (async () => {
      try {
        let result: T;
        do {
          again = false;
          result = await run(...args);
        } while (again);
        return result;
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  };
}
