import type { Browser } from 'wxt/browser';
import { onCommand } from '../menus';

/**
 * E2e builds only (`--mode e2e`; tree-shaken out of every store package): the keyboard shortcut
 * as the browser delivers it. A test cannot press an extension's global shortcut in a headless
 * browser, so it calls the same listener the browser calls (`browser.commands.onCommand`) from
 * the worker: `self.stormlensCommand('audit-tab', tab)`.
 */
export function registerE2eCommands(): void {
  const command: (name: string, tab?: Browser.tabs.Tab) => void = onCommand;
  Object.assign(globalThis, { stormlensCommand: command });
}
