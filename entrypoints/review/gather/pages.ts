import type { RunSnapshot } from '@/lib/domain/audit-compare';
import type { AuditFigures } from '@/lib/domain/audit-data';
import { isoDay } from '@/lib/domain/dates';
import { siteHost } from '@/lib/domain/domain-match';
import type { Period } from '@/lib/domain/review/days';
import type { Headline } from '@/lib/storage/audits';
import type { IndexedAudit, RunShard } from '@/lib/storage/run-index';

/**
 * The domain's audited pages as the index of runs by page holds them (lib/storage/run-index.ts):
 * runs made anywhere (Stormlens, the web app, a colleague), filed by the pages their audits cover.
 * Per page and device, the latest finished audit of a run made in the period, and the one before
 * it (its score, from the index, is the trend). Only the latest needs its results read.
 */
export interface PageAudit {
  url: string;
  device: string;
  /** The audit whose results the review reads (one retrieve, unless already stored). */
  latestId: number;
  latestScore: number | null;
  earlierScore: number | null;
  /** When the latest audit's run was made (ms). */
  at: number;
}

/** Lighthouse-like results carry the lab metrics: preferred when a run has several types. */
const typeRank = (type: string | null) =>
  type === 'lighthouse' ? 0 : type === 'pagespeed' ? 1 : 2;

/** Per device, the one audit of a run the review reads: finished well, the richest type. */
function perDevice(audits: readonly IndexedAudit[]): Map<string, IndexedAudit> {
  const out = new Map<string, IndexedAudit>();
  for (const audit of audits) {
    const [, device, type, status] = audit;
    if (!device || status !== 'ready') continue;
    const had = out.get(device);
    if (!had || typeRank(type) < typeRank(had[2])) out.set(device, audit);
  }
  return out;
}

const sameSite = (url: string, domain: string) => {
  const host = siteHost(url);
  const own = siteHost(domain);
  return host !== null && own !== null && (host === own || host.endsWith(`.${own}`));
};

export function pageAudits(
  shards: readonly RunShard[],
  domain: string,
  period: Period,
): PageAudit[] {
  const out: PageAudit[] = [];
  for (const shard of shards) {
    for (const { url, runs } of Object.values(shard)) {
      if (!sameSite(url, domain)) continue;
      // Newest first, as filed; a run without a date cannot be placed in the period.
      const dated = runs.filter((r) => r[1] !== null);
      const inPeriod = (at: number) => {
        const day = isoDay(new Date(at));
        return day >= period.from && day <= period.to;
      };
      const latest = new Map<string, { audit: IndexedAudit; at: number }>();
      const earlier = new Map<string, IndexedAudit>();
      for (const [, created, , , , audits] of dated) {
        for (const [device, audit] of perDevice(audits)) {
          if (!latest.has(device)) {
            if (inPeriod(created!)) latest.set(device, { audit, at: created! });
          } else if (!earlier.has(device)) earlier.set(device, audit);
        }
      }
      for (const [device, { audit, at }] of latest) {
        out.push({
          url,
          device,
          latestId: audit[0],
          latestScore: audit[4],
          earlierScore: earlier.get(device)?.[4] ?? null,
          at,
        });
      }
    }
  }
  return out.sort((a, b) => a.url.localeCompare(b.url) || a.device.localeCompare(b.device));
}

/**
 * A stored headline as the review's figures. The popup keeps the failing checks only (at most
 * five), so a check passing there is not counted as reported: the review's "failing on most
 * pages" reads the same, its "of how many reported" is a lower bound for such a page.
 */
export function headlineFigures(score: number | null, headline: Headline): AuditFigures {
  return {
    shape: 'lighthouse',
    score,
    categories: headline.categories,
    metrics: headline.metrics,
    checks: headline.failing,
  };
}

export const snapshot = (score: number | null, figures: AuditFigures): RunSnapshot => ({
  score,
  figures,
});
