import { expect, test } from './fixtures';
import { ResearchPage } from './pages/research';
import { received } from './received';

const SHOP = 'https://www.example.com/trail/';

test.beforeEach(async ({ connect }) => {
  await connect();
});

test(
  'research market: engines, country, language and location as picked, and what the service used in the summary',
  { tag: '@real-pace' },
  async ({ emulator, extensionPage }) => {
    const research = await ResearchPage.open(extensionPage, SHOP);
    await research.keywords.fill('trail running shoes');
    // A UK market on two engines: the form starts them on pl/pl (the service's defaults, which
    // both engines take), so every value below is one the user picked.
    await research.chooseEngines(['bing.com', 'youtube.com']);
    await expect(research.country).toHaveValue('pl');
    await expect(research.language).toHaveValue('pl');
    await research.country.selectOption('gb');
    await research.language.selectOption('en');
    await research.page.getByText('Location (optional)').click();
    await research.page.getByLabel('Latitude').fill('51,5074');
    await research.page.getByLabel('Longitude').fill('-0.1278');
    await research.run();
    await expect(research.resultsTitle).toHaveText(/\d+ phrases/);

    // What the service received: the market as picked (the latitude's decimal comma made a point).
    const [sent] = await received(emulator, { path: 'keywords/keywords/get-data' });
    const body = sent.body as Record<string, unknown>;
    expect(body).toMatchObject({
      keywords: ['trail running shoes'],
      type: 'simple',
      country: 'gb',
      language: 'en',
      location: '51.5074|-0.1278',
    });
    expect([...(body.engines as string[])].sort()).toEqual(['bing.com', 'youtube.com']);

    // What the user sees: the service's own account of what it used, from its answer's echo.
    const used = research.page.getByTestId('rs-used');
    await expect(used).toHaveText(
      `The service used: trail running shoes · simple · ${(body.engines as string[]).join(', ')}` +
        ' · country gb · language en · location 51.5074|-0.1278',
    );
    // Bing cannot search from a location: the service says so in its failure count.
    await expect(research.warning).toContainText(/requests? failed while gathering/);

    // Kept with the run: opened again from the recent list, the summary is the service's still.
    const again = await ResearchPage.open(extensionPage, SHOP);
    await again.page.getByText('Recent research (1)').click();
    await again.page.getByRole('button', { name: /^trail running shoes/ }).click();
    await expect(again.page.getByTestId('rs-used')).toContainText(
      'country gb · language en · location 51.5074|-0.1278',
    );
  },
);
