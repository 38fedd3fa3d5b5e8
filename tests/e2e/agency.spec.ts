import { BIG_SHOP, CLIENT } from '../emulator/agency/campaigns';
import { WEEKLY_PAGE } from '../emulator/agency/audits';
import { agencyWatched, campaignWatch, storeWatches } from './agency';
import { test, expect } from './fixtures';
import { PopupPage } from './pages/popup';
import { SidePanel } from './pages/sidepanel';
import { readStorage } from './service-worker';
import { requestLog, type Received } from './received';

/*
 * An agency's account (the emulator's agency data set: 300 campaigns, 5,000 audit runs, a
 * 5,000-phrase shop), at the real service's pace in the real-pace project: what the user finds and
 * what the service was asked. Measured alone at that pace: 52, 54, 36 and 27 s (2.9 min in all).
 */

type Logged = Received<Record<string, unknown> | null>;
const requests = (emulator: { url: string }) => requestLog<Logged['body']>(emulator);
/** Until no service call has been answered or in flight for 1.5 s (the panel's own reads done). */
async function quiet(emulator: { url: string }): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${emulator.url}/__emulator/in-flight`)).json()) as {
            quietMs: number;
          }
        ).quietMs,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(1500);
}
const campaignLists = (log: Logged[]) =>
  log.filter((r) => r.path.endsWith('monitoring-campaign/get-list.json'));

test.beforeEach(async ({ emulator }) => {
  await emulator.control('reset', { data: 'agency' });
});

test(
  'the campaign browser finds a client among 300 by title, status, engine and bookmark, and pages',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator }) => {
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://unrelated.example/',
    );
    const { page } = panel;
    // The panel's own read of the site's campaigns first: on a busy machine it could start after
    // the service had gone quiet and land beside the browser's call.
    await expect(
      page.getByRole('heading', { name: 'No campaign tracks unrelated.example yet' }),
    ).toBeVisible();
    await quiet(emulator);
    const before = (await requests(emulator)).length;
    await panel.open('Campaigns');
    const browser = page.getByTestId('campaign-browser');
    const cards = browser.getByRole('article');
    await expect(browser.getByRole('status')).toHaveText('300 campaigns');
    await expect(cards).toHaveCount(25);
    // The page was drawn from one list call of 25, not the account's 300.
    expect(campaignLists((await requests(emulator)).slice(before)).map((r) => r.body)).toEqual([
      { type: ['seo', 'ads'], pager: { items_per_page: 25, page: 0 } },
    ]);
    const pages = browser.getByRole('navigation', { name: 'Campaign pages' });
    await expect(pages.locator('.muted')).toHaveText('Page 1 of 12');
    // Figures follow the cards: the first page's campaigns are on the overview's first page.
    await expect(cards.first().locator('dd').first()).toHaveText(/^\d+$/);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(pages.locator('.muted')).toHaveText('Page 2 of 12');
    await expect(cards).toHaveCount(25);

    await browser.getByRole('searchbox', { name: 'Title contains' }).fill(CLIENT.titlePart);
    await expect(browser.getByRole('status')).toHaveText('1 campaign');
    await browser.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Stopped' });
    await browser.getByRole('combobox', { name: /^Engine/ }).selectOption({ label: 'Bing' });
    await browser
      .getByRole('combobox', { name: /^Bookmark/ })
      .selectOption({ label: 'Bookmarked' });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(CLIENT.title);
    await expect(cards.first()).toContainText(CLIENT.domain);
    await expect(cards.first()).toContainText(/Manager|Read-only/);

    // The service did the filtering, 25 at a time; nothing read every campaign's page.
    const lists = campaignLists(await requests(emulator)).filter((r) => r.body?.pager);
    const pagers = lists.map((r) => r.body?.pager);
    expect(pagers).toContainEqual({ items_per_page: 25, page: 1 });
    expect(lists.at(-1)?.body).toMatchObject({
      filters: { title: CLIENT.titlePart, status: [CLIENT.status], engine: 2, bookmark: 1 },
      pager: { items_per_page: 25, page: 0 },
    });
    const overviews = (await requests(emulator)).filter((r) =>
      r.path.includes('get-overview-data'),
    );
    // At most every overview page once (300 campaigns, 25 a page), whatever was paged or filtered.
    expect(overviews.length).toBeLessThanOrEqual(12);
  },
);

test(
  'a page audited every week: its history newest first, with the runs made outside Stormlens',
  { tag: '@real-pace' },
  async ({ connect, extensionPage, emulator, worker }) => {
    await connect();
    const popup = await PopupPage.open(extensionPage, WEEKLY_PAGE.url);
    const runs = popup.page.locator('ul.runs > li');
    await expect(runs).toHaveCount(8);
    const labels = await runs.locator('.run-label').allTextContents();
    // Yesterday's run was made in the web app (tests/emulator/agency/audits.ts), the next by Stormlens.
    expect(labels.slice(0, 3)).toEqual([WEEKLY_PAGE.elsewhere[0], 'Stormlens', 'Stormlens']);
    // Newest first, as stored for the next open.
    const history = await readStorage<Record<string, { runs: { parent: { created: number } }[] }>>(
      worker,
      'auditHistory',
    );
    const created = Object.values(history ?? {})[0]?.runs.map((r) => r.parent.created) ?? [];
    expect(created.length).toBeGreaterThanOrEqual(8);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const log = await requests(emulator);
    expect(
      log.some((r) => (r.body?.filters as { title?: string })?.title === WEEKLY_PAGE.url),
    ).toBe(true);
  },
);

test(
  'the daily check of 10 watched campaigns asks for one report per campaign',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator, worker }) => {
    const watched = await agencyWatched(emulator);
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      'https://unrelated.example/',
    );
    await storeWatches(
      worker,
      watched.map((c, i) => campaignWatch(`agency-${i}`, c)),
    );
    const { page } = panel;
    await panel.open('Changes');
    await expect(page.getByTestId('watch-card')).toHaveCount(10);
    await quiet(emulator);
    await emulator.control('requests/clear');
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /no new changes/ })).toBeVisible({
      timeout: 90_000,
    });
    const log = await requests(emulator);
    const reports = log.filter((r) => r.path.endsWith('monitoring-campaign/get-data.json'));
    expect(reports.map((r) => r.body?.id).sort()).toEqual(watched.map((c) => c.id).sort());
    expect(log).toHaveLength(10);
  },
);

test(
  'the side panel lists all 5,000 keywords of the shop',
  { tag: '@real-pace' },
  async ({ connect, sitePage, extensionPage, emulator }) => {
    const panel = await SidePanel.open(
      { connect, sitePage, extensionPage },
      `https://www.${BIG_SHOP.domain}/`,
    );
    await expect(panel.count).toHaveText('5,000 of 5,000 keywords', { timeout: 120_000 });
    await expect(panel.rows.first()).toBeVisible();
    await panel.search('category 5 product 999');
    await expect(panel.row(BIG_SHOP.keyword(5, 999))).toBeVisible();
    const log = await requests(emulator);
    const keywordPages = log.filter((r) => r.path.endsWith('monitoring-keyword/get-list.json'));
    // 1,000 a page: five pages, one per group.
    expect(keywordPages).toHaveLength(BIG_SHOP.groups);
  },
);
