import { expect, test } from './fixtures';
import { ResearchPage } from './pages/research';
import { describedBy, requestCount } from './pages/fields';
import { received, requestLog } from './received';

/*
 * The Research form, typed the worst way: a latitude of 95 with no longitude. Each problem is said
 * at its field, no keyword report is asked (it costs the account), and what was typed stays.
 */

test('research: a latitude of 95 without a longitude is refused at the location fields, no report asked', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  const research = await ResearchPage.open(extensionPage, 'https://www.example.com/');
  const { page } = research;
  const mark = await requestCount(emulator);
  await research.keywords.fill('trail running shoes');
  await page.getByText('Location (optional)').click();
  const latitude = page.getByLabel('Latitude');
  await latitude.fill('95');
  await research.form.getByRole('button', { name: 'Research', exact: true }).click();
  expect(await describedBy(latitude)).toContain('The latitude must be between −90 and 90.');
  // Each problem at its own field: the missing longitude at the longitude.
  expect(await describedBy(page.getByLabel('Longitude'))).toBe(
    'Enter the longitude too, or clear the latitude.',
  );
  await expect(latitude).toHaveValue('95');
  await expect(research.keywords).toHaveValue('trail running shoes');
  const asked = (await requestLog(emulator))
    .slice(mark)
    // The report (../shared/spec/endpoints.md, retrieve report); lookup tables may be read.
    .filter((r) => r.path.includes('/keywords/keywords/get-data'));
  expect(asked).toEqual([]);
});

/*
 * What only the service can judge: the form offers the markets the engines table gave, and the
 * background keeps that table a day. When the service no longer takes a market for an engine, its
 * refusal (an Exception, as ../shared/spec/keyword-research.md classes it) names the country, and
 * the form says it at the Country field, not in a banner, keeping everything chosen.
 */
test('research: a country the service refuses for an engine is said at the Country field', async ({
  connect,
  extensionPage,
  emulator,
}) => {
  await connect();
  const first = await ResearchPage.open(extensionPage, 'https://www.example.com/');
  // The table as the background cached it, with google.pl still taking Germany.
  await first.page.evaluate(async () => {
    const key = 'cache:research.tables';
    const stored = (await chrome.storage.local.get(key))[key] as {
      value: { engines: Record<string, { countries: string[] }> };
    };
    stored.value.engines['google.pl'].countries.push('de');
    await chrome.storage.local.set({ [key]: stored });
  });
  await first.page.close();
  const research = await ResearchPage.open(extensionPage, 'https://www.example.com/');
  await research.keywords.fill('trail running shoes');
  await research.chooseEngines(['google.pl']);
  await research.country.selectOption('de');
  const before = (await received(emulator, { path: 'keywords/keywords/get-data' })).length;
  await research.run();

  await expect(research.country).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(research.country)).toContain(
    'Country "de" is not valid with engine "google.pl"',
  );
  await expect(research.page.locator('.banner-error')).toHaveCount(0);
  await expect(research.country).toHaveValue('de');
  await expect(research.keywords).toHaveValue('trail running shoes');
  // Asked as chosen: the service judged it (its refusal may come in a 200 body, as the emulator's
  // default error form sends it).
  const asked = (await received(emulator, { path: 'keywords/keywords/get-data' })).slice(before);
  expect(asked.map((r) => (r.body as { country?: string }).country)).toContain('de');

  // Choosing again answers the refusal.
  await research.country.selectOption('pl');
  expect(await describedBy(research.country)).toBe('');
});
