import type { Page } from '@playwright/test';

/**
 * A page's JS heap in use, asked every 250 ms (no collection forced: the peak is what the page
 * held, garbage included). A sample waits while the page's main thread is busy, so a peak inside
 * one long task is seen as that task ends.
 */
export function sampleHeap(page: Page) {
  let running = true;
  let peak = 0;
  let samples = 0;
  let peakAt = 0;
  const t0 = Date.now();
  const loop = (async () => {
    const cdp = await page.context().newCDPSession(page);
    while (running) {
      try {
        const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
        if (usedSize > peak) [peak, peakAt] = [usedSize, Date.now() - t0];
        samples += 1;
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await cdp.detach().catch(() => undefined);
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { peak, samples, peakAt };
    },
  };
}
