import type { Period, RankDays } from './days';
import { dailyVisibility, type DayVisibility } from './visibility';

/** One domain's visibility day by day over both periods, per device: what the review charts. */
export interface VisibilityTrend {
  domain: string;
  devices: Record<string, { current: DayVisibility[]; previous: DayVisibility[] }>;
}

/** The site first, then each competitor, by the same estimate as every other visibility figure. */
export function visibilityTrends(
  days: RankDays,
  domains: readonly string[],
  period: Period,
  previous: Period,
): VisibilityTrend[] {
  return domains.map((domain) => ({
    domain,
    devices: Object.fromEntries(
      days.devices.map((device) => [
        device,
        {
          current: dailyVisibility(days, domain, device, period),
          previous: dailyVisibility(days, domain, device, previous),
        },
      ]),
    ),
  }));
}
