import { browser } from 'wxt/browser';

/** Open the full audit report of a parent audit in a new tab, at one child's section if given. */
export function openReport(parentId: number, auditId?: number): void {
  // The report names each child's section `audit-<id>` (entrypoints/report/ChildReport.tsx).
  const hash = auditId !== undefined && auditId !== parentId ? `#audit-${auditId}` : '';
  void browser.tabs.create({ url: browser.runtime.getURL(`/report.html?id=${parentId}${hash}`) });
}

export function openOptions(): void {
  void browser.runtime.openOptionsPage();
}
