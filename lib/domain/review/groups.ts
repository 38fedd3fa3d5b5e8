import type { Compared, Period, RankDays } from './days';
import { visibilityChange } from './visibility';

export interface GroupDeviceLine {
  /** Mean position at the end of the period over the keywords that had one; null when none had. */
  averagePosition: number | null;
  /** Keywords counted in the average. */
  withPosition: number;
  /** Keywords with an entry that day but no position (not in the average). */
  withoutPosition: number;
  /** Keywords without data that day (not in the average either, and not "without position"). */
  noData: number;
  visibility: Compared;
}

export interface GroupLine {
  groupId: number;
  /** The caller's title for the group; null when it gave none. */
  title: string | null;
  keywords: number;
  /** Desktop and mobile (and any other device the answer holds) side by side. */
  devices: Record<string, GroupDeviceLine>;
}

/**
 * One line per group of the site's keywords. The average position leaves out keywords without a
 * position instead of giving them a made-up place (the service's depth is undocumented), and says
 * how many it left out, so "average 4" over 2 of 20 keywords cannot pass for a good group.
 */
export function groupLines(
  days: RankDays,
  site: string,
  period: Period,
  previous: Period,
  titles: ReadonlyMap<number, string> = new Map(),
): GroupLine[] {
  const byGroup = new Map<number, Set<number>>();
  for (const k of days.keywords) {
    const ids = byGroup.get(k.groupId) ?? byGroup.set(k.groupId, new Set()).get(k.groupId)!;
    ids.add(k.id);
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupId, ids]) => {
      const visibility = visibilityChange(days, site, period, previous, ids);
      const devices: Record<string, GroupDeviceLine> = {};
      for (const device of days.devices) {
        let sum = 0;
        const line: GroupDeviceLine = {
          averagePosition: null,
          withPosition: 0,
          withoutPosition: 0,
          noData: 0,
          visibility: visibility[device],
        };
        for (const id of ids) {
          const state = days.at(site, id, device, period.to);
          if (state.kind === 'position') {
            sum += state.position;
            line.withPosition++;
          } else if (state.kind === 'no-position') line.withoutPosition++;
          else line.noData++;
        }
        line.averagePosition = line.withPosition ? sum / line.withPosition : null;
        devices[device] = line;
      }
      return { groupId, title: titles.get(groupId) ?? null, keywords: ids.size, devices };
    });
}
