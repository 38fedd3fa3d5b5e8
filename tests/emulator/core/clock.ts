/**
 * The emulator's clock: real time plus an offset that `POST /__emulator/clock` moves forward.
 * Everything time-driven (audit progress, "yesterday" in rank reports, set-access spacing) reads
 * this clock, so a test can skip minutes without waiting. The offset lives in the state, so it
 * survives a restart with `--state-file` and is cleared by a reset.
 */
export interface Clock {
  now(): number;
  advance(ms: number): number;
}

export function createClock(getOffset: () => number, setOffset: (ms: number) => void): Clock {
  return {
    now: () => Date.now() + getOffset(),
    advance: (ms) => {
      setOffset(getOffset() + ms);
      return Date.now() + getOffset();
    },
  };
}

/** Unix seconds as the numeric string the real service sends (`"1523956574"`). */
export function unixString(ms: number): string {
  return String(Math.floor(ms / 1000));
}
