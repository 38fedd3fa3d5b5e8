import type { Download, Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import { expect, type Fixtures } from '../fixtures';

/** The side panel page, by what a user sees: tabs, the header, the positions grid, the story. */
export class SidePanel {
  constructor(readonly page: Page) {}

  /** The panel pinned to a page with `?tabUrl=` (the tab is opened too, so its title is known). */
  static async open(
    fx: Pick<Fixtures, 'connect' | 'sitePage' | 'extensionPage'>,
    url: string,
  ): Promise<SidePanel> {
    await fx.connect();
    await fx.sitePage(url);
    const page = await fx.extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(url)}`);
    await page.setViewportSize({ width: 420, height: 900 });
    return new SidePanel(page);
  }

  tab(name: RegExp | string): Locator {
    return this.page.getByRole('tab', { name });
  }
  async open(name: RegExp | string): Promise<void> {
    await this.tab(name).click();
  }
  get host(): Locator {
    return this.page.locator('.sp-host');
  }
  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Keyword positions' });
  }
  get rows(): Locator {
    return this.grid.locator('[role="row"].vt-row');
  }
  row(keyword: string): Locator {
    return this.rows.filter({
      has: this.page.locator('.sp-kw-title', {
        hasText: new RegExp(`^(Stopped)?${escape(keyword)}$`),
      }),
    });
  }
  /** Carries `data-report="<datemin>|<datemax>|<gap>|<partial|full>"` of the report on screen. */
  get report(): Locator {
    return this.page.locator('.sp-positions');
  }
  /** Days the report on screen covers (from its `data-report` marker); 0 before one is shown. */
  async reportDays(): Promise<number> {
    const [from, to] = ((await this.report.getAttribute('data-report')) ?? '').split('|');
    if (!from || !to) return 0;
    return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  }
  /**
   * The positions view has finished reading: its age says "As of …" with no "Updating…" (the
   * groups and keywords read behind the first rows are in). A test that changes the service
   * waits for this first, so the change lands after what the view read, on any machine.
   */
  async settled(): Promise<void> {
    const age = this.page.getByTestId('report-age');
    await expect(age).toContainText(/As of|Stan na/);
    await expect(age).not.toContainText(/Updating|Aktualiz/);
  }
  get count(): Locator {
    return this.page.locator('.sp-select-all');
  }
  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search keywords' }).fill(text);
  }
  async setTheme(theme: 'light' | 'dark'): Promise<void> {
    await this.page.evaluate(async (value) => {
      const { preferences } = await chrome.storage.local.get('preferences');
      await chrome.storage.local.set({ preferences: { ...(preferences ?? {}), theme: value } });
    }, theme);
    await this.page.waitForFunction(
      (value) => document.documentElement.dataset.theme === value,
      theme,
    );
  }
  /** Switch the page's language through the stored preference, as Options does. */
  async setLanguage(language: 'en' | 'pl'): Promise<void> {
    await this.page.evaluate(async (value) => {
      const { preferences } = await chrome.storage.local.get('preferences');
      await chrome.storage.local.set({ preferences: { ...(preferences ?? {}), language: value } });
    }, language);
    await this.page.waitForFunction((value) => document.documentElement.lang === value, language);
  }
  /** Click "CSV" and read the saved file. */
  async exportCsv(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download') as Promise<Download>,
      this.page.getByRole('button', { name: /CSV/ }).click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), text: fs.readFileSync(path, 'utf8') };
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
