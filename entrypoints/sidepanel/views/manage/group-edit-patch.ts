import type { GroupInput } from '@/lib/api/monitoring/groups';
import type { GroupDraft } from './GroupFields';

/**
 * What a group edit sends: only the fields the user changed, so each group keeps the rest (the
 * background lays the patch over the group it reads first, lib/monitoring/manage.ts). A new engine
 * takes the chosen country with it, as a country is only valid for the engines that offer it; a
 * new country alone leaves each group's engine as it is — with several groups, the first group's
 * engine must not overwrite the others'. A title is never shared between several groups.
 */
export function groupEditPatch(
  draft: GroupDraft,
  initial: GroupDraft,
  several: boolean,
): Partial<GroupInput> {
  const changed = (k: keyof GroupDraft) => JSON.stringify(draft[k]) !== JSON.stringify(initial[k]);
  return {
    ...(!several && changed('title') ? { title: draft.title.trim() } : {}),
    ...(changed('engine')
      ? { engine: draft.engine, country: draft.country }
      : changed('country')
        ? { country: draft.country }
        : {}),
    ...(changed('location') ? { location: draft.location.trim() } : {}),
    ...(changed('devices') ? { devices: draft.devices } : {}),
  };
}
