import { writeCompetitors } from '../fixtures/serp/extension-state';
import { serious } from './axe';
import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';
import { received } from './received';
import {
  EXAMPLE_CAMPAIGN,
  RIVAL,
  badges,
  enableSerp,
  indexComplete,
  layoutSince,
  openSerp,
  strip,
} from './serp-setup';

/*
 * A tracked phrase searched on google.com: the strip shows the campaign's stored positions and
 * badges sit beside the campaign's and a competitor's organic results — with no call to the
 * service; Refresh makes exactly one. Nothing of the page moves, and axe finds nothing serious.
 */

const SITES = [
  'www.example.com',
  'www.runhub.example',
  `www.${RIVAL}`,
  'www.stridelab.example',
  'www.trailzone.example',
  'www.pacestore.example',
];

test('a tracked phrase: stored positions and badges with no service call; Refresh makes one', async ({
  context,
  worker,
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  await connect();
  // The side panel's competitor choice for the campaign, then its positions report stored.
  await worker.evaluate(writeCompetitors, [String(EXAMPLE_CAMPAIGN), RIVAL] as const);
  await enableSerp(worker, ['www.google.com']);
  await indexComplete(worker);
  const panel = await SidePanel.open(
    { connect: async () => {}, sitePage, extensionPage },
    'https://www.example.com/running-shoes/',
  );
  await expect(panel.count).toHaveText('30 of 30 keywords');
  await expect(panel.report).toHaveAttribute('data-view', `organic|${RIVAL}`);
  // The strip reads the report the panel stored: closed before the panel finished reading (its
  // keywords come behind the first rows), the stored report has no positions to show yet.
  await panel.settled();
  await panel.page.close();
  await emulator.control('requests/clear');

  const page = await openSerp(context, {
    host: 'www.google.com',
    phrase: 'running shoes',
    sites: SITES,
  });
  const s = strip(page);
  await expect(s).toBeVisible();
  await expect(s).toHaveAttribute('data-index', 'complete');
  await expect(s).toHaveAttribute('data-floating', 'true');
  const card = s.locator('.sl-campaign');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('example.com');
  const desktop = card.locator('.sl-pos').first();
  await expect(desktop).toHaveAttribute('data-device-position', /^(\d+|out)$/);
  await expect(card.locator('.sl-pos').nth(1)).toHaveAttribute(
    'data-device-position',
    /^(\d+|out)$/,
  );
  await expect(card).toContainText('Volume');
  await expect(card).toContainText('Ranking URL');

  // Beside the organic results only: example.com is 1st here (its ad, place and answer above or
  // around it get none), the competitor 3rd.
  await expect(badges(page)).toHaveCount(2);
  const own = page.locator('stormlens-badge .sl-badge[data-own="true"]');
  await expect(own).toHaveAttribute('data-domain', 'example.com');
  await expect(own.locator('.sl-badge-here')).toHaveText('1 here');
  await expect(own.locator('span', { hasText: /^Desktop / })).toHaveText(
    `Desktop ${await desktop.locator('strong').innerText()}`,
  );
  const rival = page.locator('stormlens-badge .sl-badge[data-own="false"]');
  await expect(rival).toHaveAttribute('data-domain', RIVAL);
  await expect(rival.locator('.sl-badge-here')).toHaveText('3 here');
  await expect(page.locator('#tads stormlens-badge, [data-cid] stormlens-badge')).toHaveCount(0);

  expect(await received(emulator), 'service calls for the strip').toEqual([]);

  // The page's own parts where they were at DOMContentLoaded, and no layout shift at all.
  const layout = await layoutSince(page);
  expect(layout.after).toEqual(layout.before);
  expect(layout.shifts).toEqual([]);

  expect(await serious(page, 'stormlens-serp'), 'strip, light').toEqual([]);
  expect(await serious(page, 'stormlens-badge'), 'badges, light').toEqual([]);
  await shot(page, 'serp-strip-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await serious(page, 'stormlens-serp'), 'strip, dark').toEqual([]);
  await shot(page, 'serp-strip-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Keyboard: from the page's last link, Tab goes on into the strip (it follows the page in
  // reading order) and through it to Refresh, which Enter presses: one read of the one campaign.
  const refresh = card.getByRole('button', { name: 'Refresh' });
  await page.getByRole('link', { name: 'Next', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(s.getByRole('button', { name: 'Hide Stormlens' })).toBeFocused();
  for (let tabs = 0; tabs < 6 && !(await refresh.evaluate((b) => b.matches(':focus'))); tabs++) {
    await page.keyboard.press('Tab');
  }
  await expect(refresh).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  const calls = await received(emulator);
  expect(calls.map((c) => c.path)).toHaveLength(1);
  await expect(card.locator('[role="alert"]')).toHaveCount(0);
});
