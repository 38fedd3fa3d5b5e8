import type { BrowserContext, Page } from '@playwright/test';
import { serviceQuiet } from './service';

/*
 * Nothing keeps spinning: at the end of every test that opened the extension, no page may show a
 * busy indicator ("Loading…", "Updating…", aria-busy, a progress bar, a spinner) once the service
 * has had no call in flight for QUIET_MS. An indicator that names what it waits for — a running
 * audit, a report arriving in parts — is marked `data-waits-for` in the product and may stay; the
 * service is quiet between the tracker's polls while such a wait is real.
 *
 * Cheap when all is settled: the pages are read once, and only when an indicator is on screen does
 * the check wait for the service to go quiet and read them again. A service that never goes quiet
 * is no excuse: an unnamed indicator still on screen then fails the test as well (what keeps the
 * service busy is either named where it shows, or ended by the journey that started it).
 */
export const QUIET_MS = 3_000;
/** How long the check waits for the service to go quiet before it reads the pages regardless. */
export const QUIET_WAIT_LIMIT_MS = 20_000;

/** The words of the product's busy texts (English; e2e runs in en-US), each ending in "…". */
const BUSY_TEXT =
  /^(· )?(Loading|Updating|Checking|Testing|Saving|Launching|Researching|Adding|Creating|Asking again|Reading headings|Collecting profiles)\b[^…]*…$/;
const BUSY_SELECTOR = '[aria-busy="true"], [role="progressbar"], progress, .sl-spinner';

/** The unnamed busy indicators visible on a page, each described for the failure message. */
async function busyOn(page: Page): Promise<string[]> {
  return (
    page
      .evaluate(
        ({ text, selector }) => {
          const busyText = new RegExp(text);
          const visible = (el: Element | null): el is Element =>
            el !== null &&
            (el as HTMLElement).checkVisibility?.() !== false &&
            el.getClientRects().length > 0;
          const named = (el: Element) => el.closest('[data-waits-for]') !== null;
          const describe = (el: Element) =>
            `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className)}"` : ''}>`;
          const found: string[] = [];
          for (const el of document.querySelectorAll(selector)) {
            if (visible(el) && !named(el)) found.push(`${describe(el)} (${selector})`);
          }
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const words = node.textContent?.trim() ?? '';
            const parent = node.parentElement;
            if (busyText.test(words) && visible(parent) && !named(parent)) {
              found.push(`"${words}" in ${describe(parent)}`);
            }
          }
          return found;
        },
        { text: BUSY_TEXT.source, selector: BUSY_SELECTOR },
      )
      .then((found) => found.map((f) => `${new URL(page.url()).pathname}: ${f}`))
      // A page closing or navigating while it is read has nothing on screen to judge.
      .catch(() => [])
  );
}

async function busyAnywhere(context: BrowserContext): Promise<string[]> {
  const pages = context
    .pages()
    .filter((p) => !p.isClosed() && p.url().startsWith('chrome-extension://'));
  return (await Promise.all(pages.map(busyOn))).flat();
}

/**
 * The unnamed indicators still on screen (empty: settled) once the service went quiet, or once
 * QUIET_WAIT_LIMIT_MS passed without it going quiet (`quiet: false`).
 */
export async function stillSpinning(
  context: BrowserContext,
  emulatorUrl: string,
): Promise<{ spinning: string[]; quiet: boolean }> {
  if ((await busyAnywhere(context)).length === 0) return { spinning: [], quiet: true };
  const quiet = await serviceQuiet({ url: emulatorUrl }, QUIET_MS, QUIET_WAIT_LIMIT_MS);
  return { spinning: await busyAnywhere(context), quiet };
}

/** The failure message for indicators left on screen (undefined when none were). */
export function spinningMessage({ spinning, quiet }: { spinning: string[]; quiet: boolean }) {
  if (spinning.length === 0) return undefined;
  const when = quiet
    ? `${QUIET_MS / 1000} s after the service went quiet`
    : `after ${QUIET_WAIT_LIMIT_MS / 1000} s in which the service was never quiet for ${QUIET_MS / 1000} s`;
  return `Busy indicators still on screen ${when}:\n${spinning.join('\n')}`;
}
