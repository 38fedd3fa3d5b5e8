import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The popup, opened as a tab at popup size (a test cannot click the toolbar). */
export class PopupPage {
  constructor(readonly page: Page) {}

  /** Open `popup.html` acting on `tabUrl` (the `?tabUrl=` test hook), at the popup's width. */
  static async open(
    extensionPage: (path: string) => Promise<Page>,
    tabUrl: string,
  ): Promise<PopupPage> {
    const page = await extensionPage(`popup.html?tabUrl=${encodeURIComponent(tabUrl)}`);
    await page.setViewportSize({ width: 400, height: 600 });
    return new PopupPage(page);
  }

  get launchButton(): Locator {
    return this.page.getByRole('button', { name: /^Launch \d+ audits?$/ });
  }
  get cost(): Locator {
    return this.page.getByTestId('launch-cost');
  }
  /** The cost's parts, each on its own: "2 tokens", "(1 URL × 2 devices × 1 type)", "1 left". */
  get costTokens(): Locator {
    return this.cost.locator('strong');
  }
  get costMadeOf(): Locator {
    return this.cost.locator('strong + .small');
  }
  get costLeft(): Locator {
    return this.cost.locator('.nowrap');
  }
  get launchAnswer(): Locator {
    return this.page.getByTestId('launch-answer');
  }
  get actionAnswer(): Locator {
    return this.page.getByTestId('action-answer');
  }
  get latest(): Locator {
    return this.page.locator('section.latest');
  }
  get dialog(): Locator {
    return this.page.locator('dialog[open]');
  }
  errorBanner(kind: string): Locator {
    return this.page.locator(`.banner-error[data-kind="${kind}"]`);
  }
  /** The result cell of one device in one audit type section of the latest run. */
  cell(type: string, device: 'desktop' | 'mobile'): Locator {
    return this.latest.locator(
      `.type-section[data-type="${type}"] .device-cell[data-device="${device}"]`,
    );
  }

  /** Wait until the connection is known and the launch form has its audit types. */
  async ready(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Audit this page' })).toBeVisible();
    await expect(this.page.locator('input[name="type"]').first()).toBeVisible();
  }

  /**
   * Tick exactly these audit types in the launch form, as a user would: each box by its value,
   * clicked only once it is stable and really under the pointer, and checked afterwards (a forced
   * click at stale coordinates could land on a neighbouring chip while the form reflows).
   */
  async chooseTypes(types: string[]): Promise<void> {
    const values = await this.page
      .locator('input[name="type"]')
      .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
    for (const value of values) {
      const box = this.page.locator(`input[name="type"][value="${value}"]`);
      await box.setChecked(types.includes(value));
      await expect(box).toBeChecked({ checked: types.includes(value) });
    }
  }

  /** Press a button of the latest run's action bar and confirm its dialog. */
  async confirmAction(button: string, confirm: RegExp, fill?: string): Promise<void> {
    await this.latest.getByRole('button', { name: button, exact: true }).click();
    await expect(this.dialog).toBeVisible();
    if (fill !== undefined) await this.dialog.getByRole('textbox').fill(fill);
    await this.dialog.getByRole('button', { name: confirm }).click();
  }

  /** Light and dark screenshots of the current state: `popup-<name>-light/dark.png`. */
  async shots(shot: (page: Page, name: string) => Promise<void>, name: string): Promise<void> {
    await this.page.emulateMedia({ colorScheme: 'light' });
    await shot(this.page, `popup-${name}-light`);
    await this.page.emulateMedia({ colorScheme: 'dark' });
    await shot(this.page, `popup-${name}-dark`);
    await this.page.emulateMedia({ colorScheme: 'light' });
  }
}
