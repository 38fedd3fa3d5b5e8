import { createEmulator } from '../emulator/server';
import { TEST_NOW } from '../fixtures/clock';

/*
 * Finds, in the emulator's demo rankings (a pure function of seed and day), a keyword of the
 * example.com campaign and a day D such that the watch e2e test sees exactly one change: the
 * keyword is in the top 10 on D on one device and between 11 and 100 on D+1 and D+2, and no other
 * top-10 crossing happens on any of its devices from D-1 to D+2. Deterministic: the same seed
 * and TEST_NOW give the same answer on every machine.
 */

const DAY = 86_400_000;
export const CAMPAIGN = 31401;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Days = Map<string, number>; // ISO day → position (absent: not ranked or not tracked)

export interface Scenario {
  /** The day whose data is "yesterday" when the test starts. */
  day: string;
  keywordId: number;
  keyword: string;
  device: string;
  positions: [number, number, number];
}

async function rankData(baseUrl: string, datemin: string, datemax: string) {
  const res = await fetch(
    `${baseUrl}monitoring/monitoring-campaign/get-data.json?services_token=demo-token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: CAMPAIGN, datemin, datemax, gap: 'daily' }),
    },
  );
  const body = (await res.json()) as { results: Record<string, Record<string, unknown>> };
  const series = new Map<
    string,
    { keywordId: number; title: string; device: string; days: Days }
  >();
  for (const domains of Object.values(body.results)) {
    for (const [domain, keywords] of Object.entries(domains)) {
      if (domain !== 'example.com') continue;
      for (const [id, entry] of Object.entries(keywords as Record<string, never>)) {
        const { keyword, data } = entry as { keyword: { title: string }; data: unknown };
        if (!data || Array.isArray(data)) continue;
        for (const [date, engines] of Object.entries(data as Record<string, never>)) {
          for (const devices of Object.values(engines as Record<string, never>)) {
            for (const [device, locations] of Object.entries(devices as Record<string, never>)) {
              for (const leaf of Object.values(locations as Record<string, { position: string }>)) {
                const key = `${id}|${device}`;
                if (!series.has(key)) {
                  series.set(key, {
                    keywordId: Number(id),
                    title: keyword.title,
                    device,
                    days: new Map(),
                  });
                }
                series.get(key)!.days.set(date, Number(leaf.position));
              }
            }
          }
        }
      }
    }
  }
  return [...series.values()];
}

export async function findScenario(): Promise<Scenario> {
  const scan = createEmulator({ rateLimit: false, startAt: TEST_NOW });
  const { baseUrl } = await scan.listen(0);
  try {
    const last = TEST_NOW - DAY;
    const all = await rankData(
      baseUrl,
      iso(last - 80 * DAY).replaceAll('-', ''),
      iso(last).replaceAll('-', ''),
    );
    for (let d = last - 70 * DAY; d <= last - 3 * DAY; d += DAY) {
      const window = [-1, 0, 1, 2].map((k) => iso(d + k * DAY));
      for (const s of all) {
        const p = window.map((w) => s.days.get(w));
        if (p[1] === undefined || p[1] > 10) continue;
        if (!p.every((x) => x !== undefined && x <= 100)) continue;
        if (!(p[0]! <= 10 && p[2]! > 10 && p[3]! > 10)) continue;
        const siblings = all.filter((o) => o.keywordId === s.keywordId && o !== s);
        const calm = siblings.every((o) => {
          const q = window.map((w) => o.days.get(w));
          if (!q.every((x) => x !== undefined && x <= 100)) return false;
          return q.every((x) => x! <= 10) || q.every((x) => x! > 10);
        });
        if (!calm) continue;
        return {
          day: window[1],
          keywordId: s.keywordId,
          keyword: s.title,
          device: s.device,
          positions: [p[1], p[2]!, p[3]!],
        };
      }
    }
    throw new Error('No keyword of the demo campaign leaves the top 10 in the scanned days.');
  } finally {
    await scan.close();
  }
}
