import { describe, expect, it } from 'vitest';
import { HISTORY_FRESH_MS, historyWanted } from '@/entrypoints/popup/history/history-fresh';
import type { AuditSummary, UrlHistory, UrlResults } from '@/lib/storage/audits';

const NOW = 1_800_000_000_000;
const audit = (id: number, status: AuditSummary['status']): AuditSummary => ({
  id,
  parentId: id === 7 ? 0 : 7,
  title: 'Home',
  url: id === 7 ? null : 'https://www.example.com/',
  device: null,
  auditType: null,
  status,
  created: NOW - 60_000,
  updated: NOW - 60_000,
  score: status === 'ready' ? 90 : null,
});
const history = (fetchedAt: number, childStatus: AuditSummary['status']): UrlHistory => ({
  url: 'https://example.com/',
  fetchedAt,
  runs: [{ parent: audit(7, childStatus), children: [audit(8, childStatus)] }],
});
const latest = (parentId: number, running: boolean) =>
  ({ parentId, running }) as unknown as UrlResults;

describe('historyWanted: when opening the popup asks the service for the page’s runs', () => {
  it('asks when nothing is stored, or what is stored is older than the freshness window', () => {
    expect(historyWanted(undefined, undefined, NOW)).toBe(true);
    expect(historyWanted(history(NOW - HISTORY_FRESH_MS, 'ready'), undefined, NOW)).toBe(true);
    expect(historyWanted(history(NOW + 60_000, 'ready'), undefined, NOW)).toBe(true);
  });

  it('does not ask again for a history fetched a moment ago that holds the latest run', () => {
    expect(historyWanted(history(NOW - 1_000, 'ready'), latest(7, false), NOW)).toBe(false);
    expect(historyWanted(history(NOW - 1_000, 'ready'), undefined, NOW)).toBe(false);
  });

  it('waits while the latest run goes, and asks once it has finished', () => {
    expect(historyWanted(history(NOW - 1_000, 'ready'), latest(9, true), NOW)).toBe(false);
    expect(historyWanted(history(NOW - 1_000, 'ready'), latest(9, false), NOW)).toBe(true);
    expect(historyWanted(history(NOW - 1_000, 'inprogress'), latest(7, false), NOW)).toBe(true);
  });
});
