import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

type Section = 'connection' | 'profiles' | 'preferences' | 'search' | 'transfer' | 'diagnostics';

/** The options page: sections behind a side navigation, the profile list and its editor. */
export class OptionsPage {
  constructor(readonly page: Page) {}

  static async open(
    extensionPage: (path: string) => Promise<Page>,
    section: Section = 'connection',
  ): Promise<OptionsPage> {
    const page = await extensionPage(`options.html#${section}`);
    const options = new OptionsPage(page);
    await expect(options.section(section)).toBeVisible();
    return options;
  }

  /**
   * Grow the viewport to the whole page before a full-page screenshot, so sticky parts (the side
   * navigation, the editor's save bar) sit where a reader expects instead of mid-page.
   */
  async fitViewport(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const height = await this.page.evaluate(() => document.documentElement.scrollHeight);
    await this.page.setViewportSize({ width: 1280, height: Math.max(800, height) });
  }

  section(name: Section): Locator {
    return this.page.locator(`#section-${name}`);
  }
  async go(name: Section): Promise<void> {
    await this.page
      .getByRole('navigation', { name: /sections|sekcje/i })
      .locator(`a[href="#${name}"]`)
      .click();
    await expect(this.section(name)).toBeVisible();
  }
  async reload(section: Section): Promise<void> {
    await this.page.reload();
    await expect(this.section(section)).toBeVisible();
  }

  // Connection
  get statePill(): Locator {
    return this.section('connection').locator('.status-card .pill');
  }
  get tokenInput(): Locator {
    return this.section('connection').getByLabel(/API token/);
  }
  get tokenForm(): Locator {
    return this.tokenInput.locator('xpath=ancestor::form');
  }
  async setToken(token: string): Promise<void> {
    await this.tokenInput.fill(token);
    await this.tokenForm.getByRole('button', { name: 'Test and save' }).click();
  }

  // Profiles
  get list(): Locator {
    return this.section('profiles').locator('.profile-items');
  }
  listItem(title: string): Locator {
    return this.list.getByRole('button', { name: new RegExp(`^${title}`) });
  }
  get editor(): Locator {
    return this.section('profiles').locator('.editor');
  }
  typeCard(type: string): Locator {
    return this.editor.locator(`.type-card[data-type="${type}"]`);
  }
  setting(type: string, name: string): Locator {
    return this.typeCard(type).locator(`[data-setting="${name}"]`);
  }
  get savePlan(): Locator {
    return this.editor.locator('#save-plan-summary');
  }
  get saveButton(): Locator {
    return this.editor.getByRole('button', { name: 'Save profile' });
  }
  get dialog(): Locator {
    return this.page.locator('dialog[open]');
  }
  async createProfile(title: string): Promise<void> {
    await this.section('profiles').getByLabel('New profile').fill(title);
    await this.section('profiles').getByRole('button', { name: 'Create' }).click();
    await expect(this.editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  }
  async addType(title: string): Promise<void> {
    await this.editor.getByRole('button', { name: `+ ${title}` }).click();
  }
  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.editor.getByText('Profile saved.')).toBeVisible();
  }
}
