import { describe, expect, it } from 'vitest';
import { dayIndex, dayKey } from './dates.ts';
import { IDS, useEmulator } from './test-server.ts';

/*
 * Rankings move day by day with the emulator's clock (the watches' daily check relies on it:
 * advance a day, the check finds a new day). Without datemin/datemax the report covers two weeks
 * up to yesterday: after
 * `POST /__emulator/clock` by a day it ends a day later, and the days both answers share are the
 * same (the past never changes when the clock moves).
 */
const h = useEmulator();
const DATA = 'monitoring/monitoring-campaign/get-data';
const DAY = 86_400_000;

/** Date → position of one keyword on desktop, from a default-range report. */
async function positions(): Promise<Map<string, string>> {
  const res = await h.post(DATA, { id: IDS.exampleCampaign });
  const byDomain = Object.values(
    res.body.results as Record<string, Record<string, Record<string, { data: unknown }>>>,
  );
  const map = new Map<string, string>();
  for (const domains of byDomain) {
    const entry = domains['example.com']?.[String(IDS.runningShoesKeyword)];
    if (!entry || Array.isArray(entry.data)) continue;
    for (const [date, engines] of Object.entries(entry.data as Record<string, unknown>)) {
      for (const devices of Object.values(engines as Record<string, unknown>)) {
        const desktop = (devices as Record<string, Record<string, { position: unknown }>>).desktop;
        if (desktop) map.set(date, String(Object.values(desktop)[0].position));
      }
    }
  }
  return map;
}

describe('the clock moves rankings a day at a time', () => {
  it('a day later the default range ends a day later and the shared days are unchanged', async () => {
    const yesterday = dayKey(dayIndex(h.emulator.ctx.now()) - 1);
    const before = await positions();
    expect([...before.keys()].sort().at(-1)).toBe(yesterday);
    await h.control('clock', { advanceMs: DAY });
    const after = await positions();
    const newest = [...after.keys()].sort().at(-1);
    expect(newest).toBe(dayKey(dayIndex(h.emulator.ctx.now()) - 1));
    expect(newest! > yesterday).toBe(true);
    for (const [date, position] of after) {
      if (before.has(date)) expect(position, date).toBe(before.get(date));
    }
  });
});
