import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { OptionsPage } from './options';

/** Choose the interface language as a user does, in Options → Preferences (pages follow it). */
export async function chooseLanguage(
  extensionPage: (path: string) => Promise<Page>,
  language: 'English' | 'Polski',
): Promise<void> {
  const options = await OptionsPage.open(extensionPage, 'preferences');
  await options.section('preferences').getByRole('radio', { name: language }).check();
  await expect(options.page.locator('html')).toHaveAttribute(
    'lang',
    language === 'Polski' ? 'pl' : 'en',
  );
  await options.page.close();
}
