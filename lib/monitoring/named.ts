import { ServiceError } from '@/lib/api/errors';
import type { GroupListItem } from '@/lib/api/schemas/monitoring';
import type { GroupInput } from '@/lib/api/monitoring/groups';
import { notNamed } from '@/lib/domain/create-checked';
import { own } from '@/lib/domain/plain-object';
import type { NotNamed } from '@/lib/domain/received-twice';
import type { MonitoringPort } from './port';

/*
 * Groups are made under titles carrying the click's mark (lib/domain/click-mark.ts), so the
 * read-back tells them from a colleague's of the same title; then one update-multiple call gives
 * each the title the user asked for.
 */

/** One of the click's groups: its id, the draft it was made from, and its marked title. */
export interface MadeGroup {
  id: number;
  draft: GroupInput;
  marked: string;
}

/**
 * Give the click's groups the titles asked, in one call. Each is sent whole — engine, country,
 * devices, location as the read-back listed them (the draft's where it was not read) — because the
 * service saves an omitted `location` as empty (../shared/spec/monitoring.md, Update group): a
 * rename must not wipe it. A group the call did not name keeps its marked title: said, never
 * deleted.
 */
export async function nameGroups(
  port: MonitoringPort,
  made: readonly MadeGroup[],
  listed: ReadonlyMap<number, GroupListItem>,
  where: string,
): Promise<NotNamed[]> {
  if (made.length === 0) return [];
  const groups: Record<string, Partial<GroupInput>> = {};
  for (const { id, draft } of made) {
    const seen = listed.get(id);
    groups[String(id)] = {
      title: draft.title,
      engine: seen?.engine ?? draft.engine,
      country: seen?.country ?? draft.country,
      devices: seen?.devices.length ? seen.devices : draft.devices,
      location: seen ? (seen.location ?? '') : (draft.location ?? ''),
    };
  }
  let failures: Map<number, unknown>;
  try {
    const outcome = await port.groups.updateMultiple({ groups });
    failures = new Map(
      made.flatMap(({ id }) => {
        const item = own(outcome, String(id));
        if (item?.ok) return [];
        const error = !item
          ? new ServiceError('invalid-response', { message: 'not reported on' })
          : new ServiceError('request', { serviceMessage: item.message || null });
        return [[id, error] as const];
      }),
    );
  } catch (error) {
    failures = new Map(made.map(({ id }) => [id, error]));
  }
  const left: NotNamed[] = [];
  for (const { id, draft, marked } of made) {
    if (!failures.has(id)) continue;
    const entity = { kind: 'group', id, wanted: draft.title, marked, where } as const;
    left.push(await notNamed(entity, failures.get(id)));
  }
  return left;
}
