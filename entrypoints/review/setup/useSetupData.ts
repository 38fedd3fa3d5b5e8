import { useMemo } from 'react';
import { useLoad } from '@/components/useLoad';
import type { ReviewCall } from '@/lib/domain/review/request';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import { remotePort } from '@/lib/monitoring/remote';
import { structureKey } from '@/lib/monitoring/positions';
import { listGroups } from '@/lib/monitoring/structure';
import { peekCached } from '@/lib/storage/cache';
import { campaignStructureSchema } from '@/lib/storage/cache-schemas';
import { competitors } from '@/lib/storage/competitors';
import { Recorder } from '../gather/recorder';
import type { ReviewLink } from '../link';

/**
 * What the form needs before it can be filled: the campaign's groups (stored by the side panel's
 * report when it read them; else one read, which the review's reading counts), its first keywords
 * when stored (the candidates' read then needs no list), and the competitors the side panel keeps
 * for the campaign.
 */
export interface SetupData {
  groups: GroupSummary[];
  keywordIds: number[] | null;
  storedCompetitors: string[];
  /** Requests made for the form (none when the groups were stored). */
  calls: ReviewCall[];
}

async function loadSetup(link: ReviewLink): Promise<SetupData> {
  const [structure, chosen] = await Promise.all([
    peekCached(structureKey(link.campaignId), campaignStructureSchema),
    competitors.getValue(),
  ]);
  const storedCompetitors = chosen[String(link.campaignId)] ?? [];
  if (structure) {
    return {
      groups: structure.value.groups,
      keywordIds: structure.value.keywords.filter((k) => k.status !== 'delete').map((k) => k.id),
      storedCompetitors,
      calls: [],
    };
  }
  // The form waits for these: they go at `now`, the gathering's at `later`.
  const recorder = new Recorder(new AbortController().signal);
  const port = recorder.port(await remotePort('now'), () => link.title);
  const groups = await listGroups(port, link.campaignId);
  return { groups, keywordIds: null, storedCompetitors, calls: recorder.calls };
}

export function useSetupData(link: ReviewLink | null) {
  const key = link ? String(link.campaignId) : null;
  const loaded = useLoad(key, () => loadSetup(link!), 'review: setup');
  const live = useMemo(
    () => (loaded.data?.groups ?? []).filter((g) => g.status !== 'delete'),
    [loaded.data],
  );
  return { ...loaded, live };
}
