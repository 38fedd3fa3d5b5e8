import { expect, test } from './fixtures';
import { chooseLanguage } from './pages/language';
import { PopupPage } from './pages/popup';
import { received } from './received';
import { serviceCall } from './service';

/*
 * The popup's launch beyond "this page": one device of the two (`device`), this run's own
 * settings (`audits_settings`), several pages of the site in one run (`urls`) and keyword audits
 * (`keywords` + `keywords_options`). What the service stored is read back, never assumed from the
 * popup.
 */

const PAGE_URL = 'https://www.example.com/';
/** A loopback site: the e2e build holds its host permission, so links are read without a prompt. */
const SHOP = 'http://127.0.0.1:8431/shop/';
const SHOP_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Trail shoes shop</title></head>
<body><h1>Trail running shoes</h1>
<a href="/shop/women">Women</a> <a href="/shop/men#top">Men</a> <a href="/shop/">Home</a>
<a href="https://elsewhere.example.org/">Elsewhere</a></body></html>`;

type Listed = {
  id: number | string;
  audit_settings?: Record<string, unknown>;
  url?: string;
  device?: string;
}[];

async function childrenOf(emulator: { baseUrl: string }, parentId: number): Promise<Listed> {
  return serviceCall<Listed>(emulator, 'POST', 'audits/audit/list.json', { parent_id: parentId });
}

test('one device ticked of the two: the run is launched for that device alone', async ({
  connect,
  emulator,
  extensionPage,
}) => {
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.chooseTypes(['lighthouse']);
  const devices = popup.page.getByRole('group', { name: 'Devices' });
  await devices.getByRole('checkbox', { name: 'Mobile' }).uncheck();
  await expect(popup.costTokens).toHaveText('1 token');
  await expect(popup.costMadeOf).toHaveText('(1 URL × 1 device × 1 type)');

  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText('Launched 1 audit:');
  const creates = await received(emulator, { method: 'POST', path: 'audits/audit' });
  expect(creates.map((r) => (r.body as { device?: unknown }).device)).toEqual([['desktop']]);
  const parentId = Number(await popup.latest.getAttribute('data-parent-id'));
  const children = await childrenOf(emulator, parentId);
  expect(children.map((c) => c.device)).toEqual(['desktop']);
});

test('settings adjusted for one run are sent for that run only', async ({
  connect,
  emulator,
  extensionPage,
  shot,
}) => {
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  await popup.page.getByRole('button', { name: 'Adjust settings for this run' }).click();
  const run = popup.page.getByRole('group', { name: 'Settings for this run' });
  const lighthouse = run.locator('fieldset.run-type[data-type="lighthouse"]');
  await expect(lighthouse.getByLabel('Throttling')).toHaveValue('mobile-slow-4g');
  await lighthouse.getByLabel('Throttling').selectOption('none');
  // Too long for the service's maxlength: flagged, kept as typed, nothing launched.
  await lighthouse.getByLabel('Report locale').fill('polski');
  await expect(lighthouse.locator('.field-error')).toContainText('At most 5 characters');
  await expect(
    popup.page.getByText('Correct the highlighted settings for this run.'),
  ).toBeVisible();
  await expect(popup.launchButton).toBeDisabled();
  await lighthouse.getByLabel('Report locale').fill('pl');
  await expect(popup.costTokens).toHaveText('2 tokens');
  await popup.shots(shot, 'launch-run-settings');

  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText('Launched 2 audits');
  const parentId = Number(await popup.latest.getAttribute('data-parent-id'));
  const children = await childrenOf(emulator, parentId);
  expect(children).toHaveLength(2);
  for (const child of children) {
    expect(child.audit_settings).toMatchObject({ throttling: 'none', locale: 'pl' });
  }
});

test('several pages of a site go into one run, grouped by page', async ({
  connect,
  emulator,
  extensionPage,
  sitePage,
  shot,
}) => {
  test.setTimeout(90_000);
  await connect();
  await sitePage(SHOP, SHOP_HTML);
  const popup = await PopupPage.open(extensionPage, SHOP);
  await popup.ready();
  // By keyboard: the target radios move with the arrow keys.
  await popup.page.getByRole('radio', { name: 'This page' }).focus();
  await popup.page.keyboard.press('ArrowRight');
  await expect(popup.page.getByRole('radio', { name: 'Several pages' })).toBeChecked();

  await popup.page.getByRole('button', { name: 'Find links on this page' }).click();
  const links = popup.page.locator('input[name="page"]');
  await expect(links).toHaveCount(2);
  await popup.page.getByRole('checkbox', { name: 'http://127.0.0.1:8431/shop/women' }).check();
  const pasted = popup.page.getByLabel('Other addresses, one per line');
  await pasted.fill('https://www.example.com/blog/\nnot an address');
  await expect(popup.page.locator('.field-error')).toContainText('not an address');
  await expect(popup.launchButton).toBeDisabled();
  await pasted.fill('https://www.example.com/blog/');
  await expect(popup.costTokens).toHaveText('6 tokens');
  await expect(popup.costMadeOf).toHaveText('(3 URLs × 2 devices × 1 type)');
  await popup.shots(shot, 'launch-pages');

  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText('Launched 6 audits');
  const parentId = Number(await popup.latest.getAttribute('data-parent-id'));
  const pages = new Set((await childrenOf(emulator, parentId)).map((c) => c.url));
  expect([...pages].sort()).toEqual([
    'http://127.0.0.1:8431/shop/',
    'http://127.0.0.1:8431/shop/women',
    'https://www.example.com/blog/',
  ]);

  // The latest run shows each page's results under its address.
  await expect(popup.latest.locator('.run-page-url')).toHaveCount(3);
  await expect(popup.latest.locator('.run-page-url').nth(1)).toHaveText(
    'http://127.0.0.1:8431/shop/women',
  );
  await popup.shots(shot, 'launch-pages-latest');

  // The history of this page names the run's three pages and offers its actions.
  const row = popup.page.locator(`ul.runs > li[data-parent-id="${parentId}"]`);
  await row.getByRole('button', { name: 'Details' }).click();
  const details = row.getByTestId('run-details');
  await expect(details.getByTestId('run-page-count')).toHaveText('3');
  await details.getByText('2 other pages of this run').click();
  await expect(details.locator('.run-other-pages li')).toHaveCount(2);
});

test('keyword audits from the page title, with engine, country and place, in Polish', async ({
  connect,
  emulator,
  extensionPage,
  sitePage,
  shot,
}) => {
  test.setTimeout(90_000);
  await connect();
  await sitePage(SHOP, SHOP_HTML);
  await chooseLanguage(extensionPage, 'Polski');
  const popup = await PopupPage.open(extensionPage, SHOP);
  await expect(popup.page.getByRole('heading', { name: 'Zbadaj tę stronę' })).toBeVisible();
  await popup.page.getByRole('radio', { name: 'Frazy' }).check();
  await popup.page.getByRole('button', { name: 'Dodaj tytuł i H1 strony' }).click();
  const phrases = popup.page.getByLabel('Frazy, po jednej w wierszu');
  await expect(phrases).toHaveValue('Trail shoes shop\nTrail running shoes');
  await expect(popup.page.getByText('Wybierz wyszukiwarkę i kraj dla audytu fraz.')).toBeVisible();
  const engine = popup.page.getByRole('combobox', { name: /^Wyszukiwarka/ });
  await engine.selectOption({ index: 1 });
  const country = popup.page.getByRole('combobox', { name: /^Kraj/ });
  await country.selectOption({ index: 1 });
  const engineId = Number(await engine.inputValue());
  const countryId = Number(await country.inputValue());
  await expect(popup.cost).toContainText('Od 4 tokenów');

  // The place (`keywords_options.location`) is a name: coordinates are explained, nothing is sent.
  const place = popup.page.getByLabel('Lokalizacja (opcjonalnie)');
  const launch = popup.page.getByRole('button', { name: /^Uruchom/ });
  await place.fill('52.2297|21.0122');
  await expect(popup.page.getByText('Lokalizacja musi być nazwą miejsca')).toBeVisible();
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(launch).toBeDisabled();
  // A name the service cannot find in that country: its refusal is shown, the form keeps all.
  await place.fill('Atlantis');
  await launch.click();
  await expect(popup.page.getByRole('alert')).toContainText('Atlantis');
  await expect(phrases).toHaveValue('Trail shoes shop\nTrail running shoes');
  await place.fill('Kraków');
  await popup.shots(shot, 'launch-keywords-pl');

  await launch.click();
  await expect(popup.launchAnswer).toBeVisible();
  const parents = await serviceCall<Listed>(emulator, 'POST', 'audits/audit/list.json', {
    filters: { title: SHOP },
  });
  const keywordRuns = parents.filter((p) => typeof p.audit_settings?.keyword === 'string');
  expect(keywordRuns.map((p) => p.audit_settings?.keyword).sort()).toEqual([
    'Trail running shoes',
    'Trail shoes shop',
  ]);
  for (const run of keywordRuns) {
    expect(Number(run.audit_settings?.engine)).toBe(engineId);
    expect(Number(run.audit_settings?.country)).toBe(countryId);
    expect(run.audit_settings?.location).toBe('Kraków');
  }
});
