import { receivedRequests } from './service';
import { expect, test } from './fixtures';
import { SidePanel } from './pages/sidepanel';

/**
 * Errors in the user's language: input Stormlens refuses before sending is explained
 * in the page's language, inside a frame that says Stormlens refused it, not the service.
 */
test('a domain refused before sending is explained in Polish, as Stormlens’s own check', async ({
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
  const domain = page.getByLabel('Domena', { exact: true });
  await domain.fill('https://example.org/sklep');
  await page.getByRole('button', { name: 'Utwórz kampanię' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Stormlens nie wysłał tego żądania');
  await expect(alert).toContainText('„https://example.org/sklep” nie jest domeną');
  await expect(alert).not.toContainText('Usługa odrzuciła');
  await expect(alert).not.toContainText(/The service|is not a domain/);
  await expect(domain).toHaveValue('https://example.org/sklep'); // nothing typed is lost
  await shot(page, 'sidepanel-local-error-pl');

  const creates = (await receivedRequests(emulator)).filter(
    (r) => r.method === 'POST' && /monitoring-campaign(\.json)?$/.test(r.path),
  );
  expect(creates).toEqual([]);

  // The same refusal in English names the same culprit.
  await panel.setLanguage('en');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Stormlens did not send this — it checked the input first: “https://example.org/sklep” is not a domain',
  );
});
