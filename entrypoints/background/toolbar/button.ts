import { browser } from 'wxt/browser';

/**
 * The toolbar button: `action` in MV3 (Chrome), `browserAction` in the Firefox (MV2) build, where
 * `browser.action` is undefined (the manifest has `browser_action`).
 */
export function toolbar(): typeof browser.action {
  return (
    browser.action ?? (browser as unknown as { browserAction: typeof browser.action }).browserAction
  );
}
