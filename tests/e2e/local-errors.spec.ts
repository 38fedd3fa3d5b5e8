import { expect, test } from './fixtures';
import { describedBy, requestCount, writesSince } from './pages/fields';
import { SidePanel } from './pages/sidepanel';

/**
 * Errors in the user's language: a domain Stormlens refuses before sending is explained at the
 * field, in the page's language, and Create stays disabled with the same reason beside it.
 */
test('a domain refused before sending is explained at the field in Polish, then in English', async ({
  connect,
  sitePage,
  extensionPage,
  emulator,
  shot,
}) => {
  const panel = await SidePanel.open(
    { connect, sitePage, extensionPage },
    'https://www.example.org/',
  );
  const { page } = panel;
  await panel.setLanguage('pl');
  await expect(
    page.getByRole('heading', { name: 'Żadna kampania nie monitoruje jeszcze example.org' }),
  ).toBeVisible();
  const mark = await requestCount(emulator);
  const domain = page.getByLabel('Domena', { exact: true });
  const create = page.getByRole('button', { name: 'Utwórz kampanię' });
  await domain.fill('https://example.org/sklep');
  await expect(create).toBeDisabled();
  const polish = '„https://example.org/sklep” nie jest domeną';
  expect(await describedBy(domain)).toContain(polish);
  expect(await describedBy(create)).toContain(polish);
  expect(await describedBy(domain)).not.toMatch(/is not a domain|Usługa odrzuciła/);
  await domain.press('Enter');
  await expect(domain).toHaveValue('https://example.org/sklep'); // nothing typed is lost
  await shot(page, 'sidepanel-local-error-pl');

  // The same refusal in English names the same culprit, and the typed value is still there.
  await panel.setLanguage('en');
  const domainEn = page.getByLabel('Domain', { exact: true });
  await expect(domainEn).toHaveValue('https://example.org/sklep');
  await expect
    .poll(() => describedBy(domainEn))
    .toContain('“https://example.org/sklep” is not a domain');
  await expect(page.getByRole('button', { name: 'Create campaign' })).toBeDisabled();
  expect(await writesSince(emulator, mark)).toEqual([]);
});
