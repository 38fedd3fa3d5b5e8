import type { Locator, Page, Worker } from '@playwright/test';
import { expect } from '../fixtures';

/** The side panel's Research tab. Opened as `sidepanel.html` at a side panel's width. */
export class ResearchPage {
  constructor(readonly page: Page) {}

  /** Open the side panel following `tabUrl`, switch to Research and wait for the form. */
  static async open(
    extensionPage: (path: string) => Promise<Page>,
    tabUrl?: string,
  ): Promise<ResearchPage> {
    const page = await extensionPage(
      `sidepanel.html${tabUrl ? `?tabUrl=${encodeURIComponent(tabUrl)}` : ''}`,
    );
    await page.setViewportSize({ width: 420, height: 900 });
    const research = new ResearchPage(page);
    await research.openTab('Research');
    await expect(research.keywords).toBeVisible();
    return research;
  }

  /** Write `pendingResearch` exactly as the context menu "Research '%s'" does. */
  static async requestFromMenu(worker: Worker, query: string): Promise<void> {
    await worker.evaluate(async (q) => {
      await chrome.storage.local.set({ pendingResearch: { query: q, at: Date.now() } });
    }, query);
  }

  async openTab(name: string | RegExp): Promise<void> {
    const tab = this.page.getByRole('tab', { name });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  }

  get form(): Locator {
    return this.page.locator('form.rs-form');
  }
  get keywords(): Locator {
    return this.page.getByLabel('Base keywords');
  }
  get type(): Locator {
    return this.page.getByLabel('Report type');
  }
  get modifiers(): Locator {
    return this.page.getByLabel('Modifiers', { exact: true });
  }
  get country(): Locator {
    return this.page.getByLabel('Country', { exact: true });
  }
  get language(): Locator {
    return this.page.getByLabel('Language', { exact: true });
  }
  engine(code: string): Locator {
    return this.page.locator('.rs-engines').getByLabel(code, { exact: true });
  }
  async chooseEngines(codes: string[]): Promise<void> {
    const boxes = this.page.locator('.rs-engines input[type="checkbox"]');
    for (const box of await boxes.all()) {
      const code = (await box.locator('xpath=..').innerText()).trim();
      if (codes.includes(code)) await box.check();
      else await box.uncheck();
    }
  }
  async optionValues(select: Locator): Promise<string[]> {
    return select
      .locator('option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  }
  get runButton(): Locator {
    return this.form.getByRole('button', { name: /^Research/ });
  }
  async run(): Promise<void> {
    await this.runButton.click();
  }

  get results(): Locator {
    return this.page.locator('.rs-table');
  }
  get rows(): Locator {
    return this.results.locator('tbody tr');
  }
  get resultsTitle(): Locator {
    return this.page.locator('#rs-results-title');
  }
  async phrases(): Promise<string[]> {
    return this.rows.locator('.rs-phrase').allInnerTexts();
  }
  row(phrase: string): Locator {
    return this.rows.filter({
      has: this.page.locator('.rs-phrase', { hasText: new RegExp(`^${phrase}$`) }),
    });
  }
  async select(phrase: string): Promise<void> {
    await this.row(phrase).getByRole('checkbox').check();
  }
  get warning(): Locator {
    return this.page.locator('.rs-warning');
  }
  get addPanel(): Locator {
    return this.page.locator('.rs-add');
  }
}
