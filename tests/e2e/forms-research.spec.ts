import { expect, test } from './fixtures';
import { ResearchPage } from './pages/research';
import { describedBy, requestCount } from './pages/fields';
import { receivedRequests } from './service';

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
  expect(await describedBy(latitude)).toContain('Enter the longitude too, or clear the latitude.');
  await expect(latitude).toHaveValue('95');
  await expect(research.keywords).toHaveValue('trail running shoes');
  const asked = (await receivedRequests(emulator))
    .slice(mark)
    // The report (../shared/spec/endpoints.md, retrieve report); lookup tables may be read.
    .filter((r) => r.path.includes('/keywords/keywords/get-data'));
  expect(asked).toEqual([]);
});
