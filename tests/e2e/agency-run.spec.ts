import { BIG_RUN } from '../emulator/agency/audits';
import { ALL_AUDIT_TYPES } from '../emulator/core/accounts';
import { test, expect } from './fixtures';
import { PopupPage } from './pages/popup';
import { received } from './received';
import { launch, listedChildren, listedScore, LIST_PAGE } from './runs';

/*
 * The agency's largest run, 21 pages × 2 devices × 6 types = 252 audits (the size of the agency
 * data set's big run, tests/emulator/agency/audits.ts), launched from the popup in the agency's
 * account and followed at the real service's pace until every audit has its score. Measured
 * alone at that pace: 1.9 min (14 s at the fast pace). Before the tracker took the scores of the
 * other pages' audits from the list, the run stayed "running" 7.7 minutes after its last audit
 * ended, retrieving the 252 one by one.
 */

const PAGES = Array.from({ length: BIG_RUN.pages }, (_, i) => BIG_RUN.url(i));
/**
 * Audits that take a day, so that none ends until the test moves the emulator's clock on, and
 * between two of its polls none does by itself (tests/emulator/audits/lifecycle.ts: each ends
 * between 70 and 100 % of it, a 252th of the remaining 30 % apart).
 */
const AUDIT_MS = 24 * 3_600_000;
/** One poll reads every page of the run's list: 252 audits at 50 a page. */
const SWEEP = Math.ceil(BIG_RUN.audits / LIST_PAGE);

test.beforeEach(async ({ emulator }) => {
  await emulator.control('reset', { data: 'agency' });
  await emulator.control('settings', { auditDurationMs: AUDIT_MS });
});

test(
  'the 252-audit run is followed to the end with every score',
  { tag: '@real-pace' },
  async ({ connect, emulator, extensionPage }) => {
    test.setTimeout(180_000);
    await connect();
    const popup = await PopupPage.open(extensionPage, PAGES[0]);
    await popup.ready();
    await popup.chooseTypes([...ALL_AUDIT_TYPES]);
    await popup.page.getByRole('radio', { name: 'Several pages' }).check();
    await popup.page.getByLabel('Other addresses, one per line').fill(PAGES.slice(1).join('\n'));
    await expect(popup.costMadeOf).toHaveText('(21 URLs × 2 devices × 6 types)');
    const parentId = await launch(popup, BIG_RUN.audits);
    const progress = popup.latest.locator('.progress-line');
    const scored = popup.latest.locator('.page-scores li[data-status="ready"]');

    // Nothing finished yet: every page's row, and the progress at naught.
    await expect(popup.latest.locator('.page-group')).toHaveCount(BIG_RUN.pages);
    await expect(progress).toHaveText(`0 of ${BIG_RUN.audits} finished`);
    // Most of the way: some audits have ended, and each that has shows its score.
    await emulator.control('clock', { advanceMs: 0.85 * AUDIT_MS });
    await expect(progress).toHaveText(new RegExp(`^[1-9]\\d* of ${BIG_RUN.audits} finished$`));
    const partly = Number((await progress.textContent())?.match(/\d+/)?.[0]);
    expect(partly).toBeLessThan(BIG_RUN.audits);
    await expect(scored).toHaveCount(partly);
    // Past the end: the run ends, and nothing says it is still busy.
    await emulator.control('clock', { advanceMs: 0.2 * AUDIT_MS });
    await expect(popup.latest).toHaveAttribute('data-running', 'false');
    await expect(progress).toHaveCount(0);
    await expect(scored).toHaveCount(BIG_RUN.audits);

    // Every page a summary row, every audit its score as the service lists it.
    const listed = await listedChildren(emulator, parentId);
    expect(listed).toHaveLength(BIG_RUN.audits);
    await expect(popup.latest.locator('.page-group')).toHaveCount(BIG_RUN.pages);
    const shown = await popup.latest
      .locator('.page-scores li')
      .evaluateAll((items) =>
        Object.fromEntries(
          items.map((li) => [li.getAttribute('data-audit-id'), li.textContent?.trim() ?? '']),
        ),
      );
    expect(shown).toEqual(
      Object.fromEntries(
        listed.map((c) => [String(c.id), expect.stringContaining(listedScore(c))]),
      ),
    );
    // The tab's own page opens onto its figures, one section per type.
    const own = popup.latest.locator(`.page-group[data-page="${PAGES[0]}"]`);
    await own.getByRole('button', { expanded: false }).click();
    await expect(own.locator('.type-section')).toHaveCount(ALL_AUDIT_TYPES.length);
    await expect(own.locator('.type-section[data-type="lighthouse"] table.figures')).toHaveCount(2);

    // What the service was asked: the run's list, every page of it on each poll, never an audit at
    // a time; a poll for each state the user saw (three), one more for each move of the clock (a
    // poll under way when it moved) and the history's one read of the finished run.
    // The history's read of the run may still be paging when the figures show (and the index of
    // runs by page goes on filling behind it, so the service never goes quiet): count once the
    // extension's reads of this run have come to the end of a sweep. The test's own listing above
    // is not the extension's, so it is left out (received reads the extension's calls only).
    const runLists = async () =>
      (await received(emulator, { path: 'audits/audit/list' })).filter(
        (r) => Number((r.body as { parent_id?: unknown } | null)?.parent_id) === parentId,
      );
    await expect.poll(async () => (await runLists()).length % SWEEP).toBe(0);
    const lists = await runLists();
    const log = await received(emulator);
    const pagers = lists.map((r) => (r.body as { pager?: unknown }).pager);
    const sweeps = pagers.length / SWEEP;
    expect(pagers).toEqual(
      Array.from({ length: sweeps }, () =>
        Array.from({ length: SWEEP }, (_, page) => ({ items_per_page: LIST_PAGE, page })),
      ).flat(),
    );
    expect(sweeps).toBeLessThanOrEqual(6);
    // One retrieve per audit of the tab's page (its figures), none for the other 240.
    const childIds = new Set(listed.map((c) => String(c.id)));
    const retrieved = log
      .filter((r) => r.method === 'GET')
      .map((r) => /(\d+)(\.json)?$/.exec(r.path)?.[1] ?? '')
      .filter((id) => childIds.has(id));
    const ownIds = listed.filter((c) => c.url === PAGES[0]).map((c) => String(c.id));
    expect(ownIds).toHaveLength(2 * ALL_AUDIT_TYPES.length);
    expect(retrieved.sort()).toEqual(ownIds.sort());
  },
);
