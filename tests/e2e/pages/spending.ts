import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { currentWorker } from '../schedule-clock';
import { readStorage } from '../service-worker';

/** Where each spend in the record began, oldest first. */
export async function spendSources(context: BrowserContext): Promise<string[]> {
  const record = await readStorage<{ source: string }[]>(currentWorker(context), 'spendRecord');
  return (record ?? []).map((s) => s.source);
}

/** Options → Spending, with the limits set as a user types them. */
export async function setLimits(
  extensionPage: (p: string) => Promise<Page>,
  limits: { cap?: string; confirmOver?: string },
): Promise<Page> {
  const options = await extensionPage('options.html#spending');
  const form = options.getByTestId('spend-limits');
  if (limits.cap !== undefined) {
    await form
      .getByRole('textbox', { name: /Monthly limit for scheduled audits/ })
      .fill(limits.cap);
  }
  if (limits.confirmOver !== undefined) {
    await form
      .getByRole('textbox', { name: 'Ask me before a launch over (tokens)' })
      .fill(limits.confirmOver);
  }
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(form.getByRole('status')).toHaveText('Limits saved.');
  return options;
}
