import { browser } from 'wxt/browser';

/** Open the full audit report of a parent audit in a new tab. */
export function openReport(parentId: number): void {
  void browser.tabs.create({ url: browser.runtime.getURL(`/report.html?id=${parentId}`) });
}

export function openOptions(): void {
  void browser.runtime.openOptionsPage();
}
