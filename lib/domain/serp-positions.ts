import { devices, type Device } from './device';
import { change, latest, type PositionsKeyword, type PositionValue } from './positions';
import type { RankType } from './rank-type';

/*
 * A tracked keyword's latest positions as the results page shows them, from what Stormlens has
 * stored: one device's series (one value per period) gives its latest position and the change
 * since the period before it.
 */

/** One device's latest stored position of a domain for the phrase. */
export interface SerpPosition {
  /** A rank, or `out` of the top 100. */
  position: number | 'out';
  /** Places gained (positive) or lost since the period before; null when unknown. */
  change: number | null;
  /** The period the position is of, `YYYY-MM-DD`. */
  date: string;
  /** The ranking URL; null when none was stored. */
  url: string | null;
}

export interface SerpCompetitorPositions {
  domain: string;
  desktop?: SerpPosition;
  mobile?: SerpPosition;
}

/** Where a campaign entry's positions came from, and when they were read (ms since epoch). */
export interface SerpStored {
  source: 'report' | 'refresh' | 'watch';
  at: number;
}

/** One campaign that tracks the phrase. */
export interface SerpCampaign {
  campaignId: number;
  title: string;
  /** The campaign's domain, as the service keeps it. */
  domain: string;
  /** Competitor domains the user compares this campaign with (the side panel's choice). */
  competitors: string[];
  keywordId: number;
  groupId: number;
  /** Null when the group's title is not known. */
  groupTitle: string | null;
  desktop?: SerpPosition;
  mobile?: SerpPosition;
  volume?: number;
  cpc?: number;
  /** One entry per competitor with anything stored (same order as `competitors`). */
  competitorPositions: SerpCompetitorPositions[];
  /** Null: no position of this keyword is stored ("not stored"; Refresh reads one). */
  stored: SerpStored | null;
}

/** The positions of one keyword: the campaign's, per device, and each competitor's. */
export interface StoredPositions {
  desktop?: SerpPosition;
  mobile?: SerpPosition;
  volume?: number;
  cpc?: number;
  competitorPositions: SerpCompetitorPositions[];
}

/** The latest period with data, its change against the period with data before it, and its URL. */
export function latestPosition(
  series: readonly PositionValue[],
  dates: readonly string[],
  url: string | null,
): SerpPosition | undefined {
  const last = latest(series);
  if (last.value === null || !dates[last.index]) return undefined;
  const before = latest(series.slice(0, last.index));
  const delta = before.value === null ? null : change([before.value, last.value]).delta;
  return { position: last.value, change: delta, date: dates[last.index], url };
}

/** Per device, what `pick` finds (devices the service does not name are left out). */
export function perDevice(
  pick: (device: Device) => SerpPosition | undefined,
): Partial<Record<Device, SerpPosition>> {
  const out: Partial<Record<Device, SerpPosition>> = {};
  for (const device of devices) {
    const found = pick(device);
    if (found) out[device] = found;
  }
  return out;
}

/** What the results page reads of a stored positions report. */
export interface ReportPositions {
  type: RankType;
  dates: string[];
  keywords: Pick<PositionsKeyword, 'id' | 'volume' | 'cpc' | 'positions' | 'urls' | 'rivals'>[];
}

/** One keyword of a stored positions report (the side panel's), or null when it is not in it. */
export function fromReport(
  report: ReportPositions,
  keywordId: number,
  competitors: readonly string[],
): StoredPositions | null {
  const k = report.keywords.find((row) => row.id === keywordId);
  if (!k) return null;
  const own = perDevice((d) =>
    k.positions[d] ? latestPosition(k.positions[d], report.dates, k.urls[d] ?? null) : undefined,
  );
  const competitorPositions = competitors
    .map((domain) => {
      const rival = k.rivals[domain] ?? {};
      return {
        domain,
        ...perDevice((d) => (rival[d] ? latestPosition(rival[d], report.dates, null) : undefined)),
      };
    })
    .filter((c) => c.desktop || c.mobile);
  return {
    ...own,
    ...(k.volume === null ? {} : { volume: k.volume }),
    ...(k.cpc === null ? {} : { cpc: k.cpc }),
    competitorPositions,
  };
}

/** Whether anything of the keyword's own or its competitors' positions is there. */
export function hasPositions(p: StoredPositions | null): p is StoredPositions {
  return !!p && !!(p.desktop || p.mobile || p.competitorPositions.length);
}
