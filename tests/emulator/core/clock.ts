/**
 * The emulator's clock: real time plus an offset kept in the state (`ctx.now()` in ../server.ts).
 * Everything time-driven (audit progress, "yesterday" in rank reports, set-access spacing) reads
 * it. `POST /__emulator/clock` moves it forward, so a test can skip minutes without waiting.
 * `startAt` (config, CLI `--now`) puts it at a fixed moment after creation and after every reset,
 * so the tests see the same calendar whatever day the machine's clock says; from there it runs at
 * real speed, unless `stoppedClock` (tests) holds it still between `POST /__emulator/clock` calls.
 * The offset lives in the state, so it survives a restart with `--state-file`.
 */

/** The offset that makes emulator time equal `startAt` at real time `realNow` (0: real time). */
export function startOffset(startAt: number | null, realNow: number): number {
  return startAt === null ? 0 : startAt - realNow;
}

/** Unix seconds as the numeric string the real service sends (`"1523956574"`). */
export function unixString(ms: number): string {
  return String(Math.floor(ms / 1000));
}
