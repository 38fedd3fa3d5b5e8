import { serious } from './axe';
import { expect, test, type Fixtures } from './fixtures';
import { lastSeq, received } from './received';
import { openReview, REVIEW_SITE_URL as SITE_URL } from './pages/review';

/*
 * A site review from the side panel on the demo campaign (example.com): the setup (the last 30
 * days against the 30 before, two competitors), the cost said before Start, the gathering with
 * its progress, and the review shown. What the service received is at most what was announced
 * plus the splits the review reports.
 */

const RIVALS = ['runhub.example', 'stridedepot.example'];
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Requests the review made: every one since the mark but the index of runs' own fill. */
async function reviewRequests(emulator: Fixtures['emulator'], since: number) {
  return (await received(emulator, { since })).filter((r) => !/audits\/audit\/list/.test(r.path));
}

test('site review: last 30 days against the 30 before, two competitors, gathered within the announced cost', async ({
  connect,
  sitePage,
  extensionPage,
  context,
  emulator,
  shot,
}) => {
  const { review, today } = await openReview({
    connect,
    sitePage,
    extensionPage,
    context,
    emulator,
  });
  await expect(review).toHaveURL(/review\.html\?campaign=31401&domain=/);
  // The groups were stored by the side panel's report: from here on, every request is the review's.
  const mark = await lastSeq(emulator);
  const form = review.getByRole('form', { name: 'Review setup' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  const to = day(today - DAY_MS);
  const before = { from: day(today - 60 * DAY_MS), to: day(today - 31 * DAY_MS) };
  await expect(review.getByTestId('review-compared')).toHaveText(
    `Compared with ${before.from} – ${before.to}, the period just before, of the same length.`,
  );

  // A bad competitor is said at the field and the typing is kept; then two real ones.
  const input = form.getByRole('textbox', { name: 'Competitor domain' });
  await input.fill('not a domain');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    '“not a domain” is not a domain (for example competitor.com).',
  );
  await expect(input).toHaveValue('not a domain');
  for (const rival of RIVALS) {
    await input.fill(`https://www.${rival}/`);
    await input.press('Enter');
    await expect(form.getByRole('listitem').filter({ hasText: rival })).toBeVisible();
  }
  // Two dates in the wrong order are refused with the reason, and the dates stay as typed.
  await form.getByRole('radio', { name: 'Two dates' }).check();
  await form.getByRole('textbox', { name: 'From', exact: true }).fill(to);
  await form.getByRole('textbox', { name: 'To', exact: true }).fill(before.to);
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(review.getByRole('alert').first()).toContainText(
    'The first date is after the second.',
  );
  await expect(form.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(to);
  await form.getByRole('radio', { name: 'Last 30 days' }).check();

  const cost = review.locator('.rt-cost');
  await expect(cost).toHaveAttribute('data-announced', /^\d+$/);
  const announced = Number(await cost.getAttribute('data-announced'));
  await expect(cost.getByRole('heading')).toHaveText(`Start reads at most ${announced} requests`);
  expect(await serious(review), 'setup').toEqual([]);
  await shot(review, 'review-setup');

  await form.getByRole('button', { name: 'Start' }).click();
  const done = review.getByTestId('review-done');
  await expect(done).toBeVisible();
  await expect(review.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(review.locator('.rv-doc')).toContainText(RIVALS[0]);
  const made = Number(await done.getAttribute('data-made'));
  const splits = Number(await done.getAttribute('data-splits'));
  expect(made).toBeLessThanOrEqual(announced + splits);
  const got = await reviewRequests(emulator, mark);
  expect(got.length, got.map((r) => r.path).join('\n')).toBeLessThanOrEqual(announced + splits);
  const data = got.filter((r) => /get-data/.test(r.path));
  expect(data[0].body).toMatchObject({
    id: 31401,
    domains: ['example.com', ...RIVALS],
    datemin: before.from.replaceAll('-', ''),
    datemax: to.replaceAll('-', ''),
    gap: 'daily',
  });
  expect(await serious(review), 'review').toEqual([]);
  await shot(review, 'review-done');
});

test('site review: the progress bar says what it reads, and Cancel stops the reading', async ({
  connect,
  sitePage,
  extensionPage,
  context,
  emulator,
}) => {
  const { review } = await openReview({ connect, sitePage, extensionPage, context, emulator });
  const form = review.getByRole('form', { name: 'Review setup' });
  await expect(review.locator('.rt-cost')).toHaveAttribute('data-announced', /^\d+$/);
  // The detailed data is held back, so the gathering is caught in the middle.
  await emulator.control('fault', { kind: 'delay', delayMs: 3000, pathContains: 'get-data' });
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(review.getByTestId('review-reading')).toHaveText(
    /^Reading the detailed data of example\.com/,
  );
  await expect(review.getByTestId('review-left')).toContainText('0 made');
  const cancel = review.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await review.keyboard.press('Enter');
  await expect(review.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  // The setup is back as it was, ready to start again (that no request follows a cancel is
  // proved without a timed wait in tests/unit/entrypoints/review/gather/gather.test.ts, and for
  // a read already queued in the background in
  // tests/unit/entrypoints/review/gather/useGathering.test.tsx and
  // tests/unit/entrypoints/background/monitoring.test.ts).
  await expect(form.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(form.getByRole('button', { name: 'Start' })).toBeEnabled();
});

test(
  'site review at the real pace: the progress bar moves, and a popup opened meanwhile is answered first',
  { tag: '@real-pace-only' },
  async ({ connect, sitePage, extensionPage, context, emulator }) => {
    const { review } = await openReview({ connect, sitePage, extensionPage, context, emulator });
    const form = review.getByRole('form', { name: 'Review setup' });
    await expect(review.locator('.rt-cost')).toHaveAttribute('data-announced', /^\d+$/);
    // Every value the bar takes, as the page draws it.
    await review.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __made: string[] }).__made = seen;
      new MutationObserver(() => {
        const made = document.querySelector('progress')?.getAttribute('data-made');
        if (made && seen.at(-1) !== made) seen.push(made);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await form.getByRole('button', { name: 'Start' }).click();
    await expect(review.locator('progress')).toBeVisible();

    // A popup opened while the review reads: its first request is the next the service gets,
    // after at most the one request already on its way.
    const mark = await lastSeq(emulator);
    const popup = await extensionPage(`popup.html?tabUrl=${encodeURIComponent(SITE_URL)}`);
    await expect(popup.getByRole('heading').first()).toBeVisible();
    await expect(review.getByTestId('review-done')).toBeVisible();
    const after = await received(emulator, { since: mark });
    // The popup's first request (its profiles, then the page's history) is the first that is not
    // the review's monitoring reads; the index of runs' own fill, at `later` too, comes after it.
    const popupAt = after.findIndex((r) => !/monitoring\//.test(r.path));
    expect(popupAt, after.map((r) => r.path).join('\n')).toBeGreaterThanOrEqual(0);
    expect(popupAt, after.map((r) => r.path).join('\n')).toBeLessThanOrEqual(1);
    const made = await review.evaluate(() => (window as unknown as { __made: string[] }).__made);
    expect(made.length, made.join(' → ')).toBeGreaterThan(1);
  },
);
