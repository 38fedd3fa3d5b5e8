import type { Browser, Page } from '@playwright/test';
import { expect, type Fixtures } from '../fixtures';
import { SidePanel } from './sidepanel';

export const REVIEW_SITE_URL = 'https://www.example.com/running-shoes/';
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type ReviewFixtures = Pick<
  Fixtures,
  'connect' | 'sitePage' | 'extensionPage' | 'context' | 'emulator'
>;

/**
 * From the side panel on the demo campaign (example.com), settled: its "Site review" opened in a
 * tab of its own, the tab's calendar fixed at the service's "today".
 */
export async function openReview(fx: ReviewFixtures) {
  const panel = await SidePanel.open(fx, REVIEW_SITE_URL);
  await expect(panel.row('running shoes')).toBeVisible();
  await panel.settled();
  const { now } = (await fx.emulator.control('clock', { advanceMs: 0 })) as { now: number };
  await fx.context.clock.setFixedTime(now);
  const [review] = await Promise.all([
    fx.context.waitForEvent('page'),
    panel.page.getByRole('button', { name: /^Site review of / }).click(),
  ]);
  await review.setViewportSize({ width: 1000, height: 1000 });
  await expect(review.getByRole('heading', { level: 1 })).toBeVisible();
  return { panel, review, today: now };
}

/**
 * The last 30 days against the 30 before, with `rivals`, in `language`, for a named client:
 * started and gathered, the review shown.
 */
export async function gatherReview(
  fx: ReviewFixtures,
  options: { rivals: readonly string[]; language: 'English' | 'Polski'; client: string },
): Promise<{ review: Page; period: { from: string; to: string }; previous: typeof period }> {
  const { review, today } = await openReview(fx);
  const form = review.getByRole('form', { name: 'Review setup' });
  const input = form.getByRole('textbox', { name: 'Competitor domain' });
  for (const rival of options.rivals) {
    await input.fill(rival);
    await input.press('Enter');
    await expect(form.getByRole('listitem').filter({ hasText: rival })).toBeVisible();
  }
  await form.getByRole('radio', { name: options.language }).check();
  await form.getByRole('textbox', { name: 'Client name (optional)' }).fill(options.client);
  await expect(review.locator('.rt-cost')).toHaveAttribute('data-announced', /^\d+$/);
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(review.getByTestId('review-done')).toBeVisible();
  const period = { from: day(today - 30 * DAY_MS), to: day(today - DAY_MS) };
  return {
    review,
    period,
    previous: { from: day(today - 60 * DAY_MS), to: day(today - 31 * DAY_MS) },
  };
}

/**
 * The saved review `file` opened from disk in a fresh context of `browser` where only the file
 * itself is let through: anything else it asks for is noted in `refused`, and refused.
 */
export async function openSealed(browser: Browser, file: string, refused: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 1000 } });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `file://${file}`) return route.continue();
    refused.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(`file://${file}`);
  return page;
}
