import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options';
import { received } from './received';

/*
 * Options → Search results: off by default; turning it on asks for the picked search domains
 * (the e2e build holds Google's from install, so the browser answers without a prompt it could
 * not show here: lib/domain/search-hosts.ts) and the background registers the results-page
 * script for their results pages, then fills the phrase index from the service; unticking a
 * domain and turning off take the registration back.
 */

/** The results-page script as the browser has it registered (none: []). */
function registered(worker: Worker) {
  return worker.evaluate(async () =>
    (await chrome.scripting.getRegisteredContentScripts()).map((s) => ({
      id: s.id,
      js: s.js,
      matches: s.matches,
    })),
  );
}

const script = (matches: string[]) => [
  { id: 'stormlens-serp', js: ['content-scripts/serp.js'], matches },
];

test('turning Search results on registers the results-page script and fills the index; off removes it', async ({
  connect,
  extensionPage,
  worker,
  emulator,
  shot,
}) => {
  await connect();
  const options = await OptionsPage.open(extensionPage, 'search');
  const section = options.section('search');
  const state = section.getByTestId('serp-state');
  await expect(state).toHaveText('Off: Stormlens does not run on search pages.');
  expect(await registered(worker)).toEqual([]);
  expect(await received(emulator, { path: 'monitoring/monitoring-keyword/get-list' })).toEqual([]);

  // Google's two hosts are picked to start with; by keyboard, as anyone may.
  await expect(section.getByRole('checkbox', { name: 'www.google.com' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'www.google.pl' })).toBeChecked();
  const turnOn = section.getByRole('button', { name: 'Turn on for 2 domains' });
  await turnOn.focus();
  await options.page.keyboard.press('Enter');
  await expect(state).toHaveText('On for www.google.com, www.google.pl.');
  await expect
    .poll(() => registered(worker))
    .toEqual(script(['https://www.google.com/search*', 'https://www.google.pl/search*']));

  // The index reads every campaign's keywords from the service, then says it knows them all.
  const index = section.getByTestId('serp-index');
  await expect(index).toContainText('Every tracked phrase is known', { timeout: 30_000 });
  const lists = await received(emulator, { path: 'monitoring/monitoring-keyword/get-list' });
  expect(lists.length).toBeGreaterThan(0);
  await options.fitViewport();
  await shot(options.page, 'options-search-light');

  await section.getByRole('checkbox', { name: 'www.google.pl' }).uncheck();
  await expect(state).toHaveText('On for www.google.com.');
  await expect.poll(() => registered(worker)).toEqual(script(['https://www.google.com/search*']));

  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(state).toHaveText('Off: Stormlens does not run on search pages.');
  await expect.poll(() => registered(worker)).toEqual([]);
});

test('Search results in Polish and dark', async ({ connect, extensionPage, worker, shot }) => {
  await connect();
  await worker.evaluate(() =>
    chrome.storage.local.set({ preferences: { language: 'pl', theme: 'dark' } }),
  );
  const options = await OptionsPage.open(extensionPage, 'search');
  const section = options.section('search');
  await expect(
    options.page.getByRole('heading', { level: 1, name: 'Wyniki wyszukiwania' }),
  ).toBeVisible();
  await expect(options.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(section.getByRole('button', { name: 'Włącz dla 2 domen' })).toBeVisible();
  await options.fitViewport();
  await shot(options.page, 'options-search-dark-pl');
});
