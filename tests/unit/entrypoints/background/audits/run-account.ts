import { getApi } from '@/entrypoints/background/api';
import { fillStep } from '@/entrypoints/background/audits/run-index';
import type { FakeService } from '../fake-service';

/*
 * An account of 60 runs for the index of runs by page's tests (run-index.test.ts,
 * run-recheck.test.ts): every sixth of PAGE, half of those made outside Stormlens.
 */

export const PAGE = 'https://www.example.com/shoes/';
export const OTHER = (i: number) => `https://www.example.com/p${i}/`;

/** A finished run of `url`, titled as whoever made it did. */
export async function run(
  service: FakeService,
  url: string,
  title: string,
  score = 70,
): Promise<number> {
  const { urls } = await service.api.audits.create({
    title,
    urls: [url],
    devices: ['desktop', 'mobile'],
    auditsSettings: { lighthouse: {} },
  });
  service.set(urls[0].parentId, 'ready', score);
  return urls[0].parentId;
}

/** 60 runs, every sixth of PAGE (half of those under titles of their own); PAGE's, newest first. */
export async function account(service: FakeService): Promise<number[]> {
  const mine: number[] = [];
  for (let i = 0; i < 60; i++) {
    if (i % 6 === 0)
      mine.push(await run(service, PAGE, i % 12 === 0 ? 'Weekly check' : `Stormlens — ${PAGE}`));
    else await run(service, OTHER(i), `Stormlens — ${OTHER(i)}`);
  }
  return mine.reverse();
}

/** The fill run to its end; the steps it took. */
export async function fill(): Promise<number> {
  const api = await getApi();
  let steps = 0;
  while (await fillStep(api)) steps++;
  return steps;
}
