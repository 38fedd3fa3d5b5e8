import { serious } from './axe';
import { expect, test } from './fixtures';
import { received } from './received';
import { featuresSerp } from '../fixtures/serp/shapes';
import {
  badges,
  enableSerp,
  indexComplete,
  layoutSince,
  openResultsPage,
  openSerp,
  registeredMatches,
  strip,
} from './serp-setup';

/*
 * The results page beyond a tracked phrase: a phrase no campaign tracks is added to a chosen
 * group (read back from the service's state); google.pl in Polish with a side column; a page of
 * Google's real shapes, where badges go to the campaign site's own cards; and with the feature
 * off, no script on the page at all.
 */

const SITES = ['www.runhub.example', 'shop.example.com', 'www.stridelab.example'];

interface EmulatorState {
  groups: Record<string, { id: number; title: string; campaignId: number }>;
  keywords: Record<string, { title: string; groupId: number; status: string }>;
}

test('an untracked phrase: Add to monitoring puts it in the chosen group', async ({
  context,
  worker,
  connect,
  emulator,
}) => {
  await connect();
  await enableSerp(worker, ['www.google.com']);
  await indexComplete(worker);
  const phrase = 'trail running shoes for kids';
  const page = await openSerp(context, { host: 'www.google.com', phrase, sites: SITES });
  const s = strip(page);
  await expect(s).toContainText('No campaign of yours tracks this phrase.');
  await expect(s.getByRole('button', { name: 'Research this phrase' })).toBeVisible();
  await s.getByRole('button', { name: 'Add to monitoring…' }).click();
  await expect(s.getByLabel('Campaign', { exact: true })).toBeVisible();
  const campaign = s.getByLabel('Campaign', { exact: true });
  // The phrase index keeps the campaign list's titles; the demo's list names none, so the domain.
  await campaign.selectOption({ label: 'example.com' });
  await s.getByLabel('Group', { exact: true }).selectOption({ label: 'Trail & outdoor (UK)' });
  expect(await serious(page, 'stormlens-serp'), 'the picker').toEqual([]);
  await s.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(s.getByRole('status')).toHaveText('Added to example.com → Trail & outdoor (UK).');
  const state = (await (await fetch(`${emulator.url}/__emulator/state`)).json()) as {
    monitoring?: EmulatorState;
  } & EmulatorState;
  const monitoring = state.monitoring ?? state;
  const group = Object.values(monitoring.groups).find((g) => g.title === 'Trail & outdoor (UK)')!;
  const added = Object.values(monitoring.keywords).filter((k) => k.title === phrase);
  expect(added.map((k) => k.groupId)).toEqual([group.id]);
  // The strip now lists the campaign, with nothing stored yet.
  await expect(s.locator('.sl-campaign h3')).toHaveText('example.com');
  await expect(s.locator('.sl-campaign')).toContainText('not stored');
});

test('google.pl in Polish: the strip in the side column, a badge on the campaign site', async ({
  context,
  worker,
  connect,
  emulator,
  shot,
}) => {
  await connect();
  await enableSerp(worker, ['www.google.pl'], 'pl');
  await indexComplete(worker);
  await emulator.control('requests/clear');
  const page = await openSerp(context, {
    host: 'www.google.pl',
    phrase: 'buty do biegania',
    sites: SITES,
    sideColumn: true,
  });
  const s = page.locator('#rhs stormlens-serp .sl-strip');
  await expect(s).toBeVisible();
  await expect(s).toHaveAttribute('data-floating', 'false');
  await expect(s.locator('.sl-campaign h3')).toHaveText('shop.example.com');
  await expect(s).toContainText('Komputer');
  await expect(s.getByRole('button', { name: 'Otwórz w panelu bocznym' })).toBeVisible();
  await expect(badges(page)).toHaveCount(1);
  await expect(badges(page).locator('.sl-badge-here')).toHaveText('2 tutaj');
  expect(await received(emulator)).toEqual([]);
  const layout = await layoutSince(page);
  expect(layout.after).toEqual(layout.before);
  expect(layout.shifts).toEqual([]);
  expect(await serious(page, 'stormlens-serp')).toEqual([]);
  await shot(page, 'serp-strip-pl-side-column');
});

test('grouped results among an AI overview and carousels: a badge in each card of the campaign site', async ({
  context,
  worker,
  connect,
}) => {
  await connect();
  await enableSerp(worker, ['www.google.com']);
  await indexComplete(worker);
  const page = await openResultsPage(context, featuresSerp());
  await expect(strip(page)).toBeVisible();
  // example.com is 2nd and 3rd, two results of one block, after the featured snippet's page; its
  // overview source, place, story, video and knowledge panel get none.
  await expect(badges(page)).toHaveCount(2);
  await expect(badges(page).nth(0).locator('.sl-badge-here')).toHaveText('2 here');
  await expect(badges(page).nth(1).locator('.sl-badge-here')).toHaveText('3 here');
  const cards = page.locator('#rso .g:has(> stormlens-badge)');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).locator('h3').first()).toHaveText('Running shoes — Example');
  await expect(cards.nth(1).locator('h3').first()).toHaveText('Trail shoes — Example');
  await expect(
    page.locator(
      ':is([data-mcpr], [data-cid], g-scrolling-carousel, [role="list"], #rhs) stormlens-badge',
    ),
  ).toHaveCount(0);
  const layout = await layoutSince(page);
  expect(layout.after).toEqual(layout.before);
  expect(layout.shifts).toEqual([]);
});

test('with the feature off the results-page script is not registered nor on the page', async ({
  context,
  worker,
  connect,
}) => {
  await connect();
  await enableSerp(worker, ['www.google.com']);
  await expect.poll(() => registeredMatches(worker)).not.toEqual([]);
  await enableSerp(worker, []);
  await expect.poll(() => registeredMatches(worker)).toEqual([]);
  const page = await openSerp(context, {
    host: 'www.google.com',
    phrase: 'running shoes',
    sites: SITES,
  });
  await page.waitForLoadState('load');
  await expect(strip(page)).toHaveCount(0);
  await expect(page.locator('stormlens-serp, stormlens-badge')).toHaveCount(0);
});
