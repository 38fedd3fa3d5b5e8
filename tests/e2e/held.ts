import { serviceCall } from './service';

/*
 * A campaign's groups and keywords as the service holds them, read by another client of the same
 * account: what a journey's writes left behind, by title.
 */

type Service = Parameters<typeof serviceCall>[0];

export interface HeldGroup {
  id: string;
  title: string;
  status: string;
  devices: string[];
}

export interface HeldKeyword {
  id: string;
  title: string;
  status: string;
  group_id: string;
}

async function listed<T extends { title: string }>(
  emulator: Service,
  entity: 'group' | 'keyword',
  body: Record<string, unknown>,
): Promise<T[]> {
  const answer = await serviceCall<Record<string, T[]>>(
    emulator,
    'POST',
    `monitoring/monitoring-${entity}/get-list`,
    { pager: { items_per_page: 100, page: 0 }, ...body },
  );
  return answer[`${entity}s`];
}

const byTitle = <T extends { title: string }>(items: T[]) =>
  new Map(items.map((item) => [item.title, item]));

/** The campaign's groups (deleted ones too), by title. */
export async function heldGroups(emulator: Service, campaignId: number) {
  return byTitle(await listed<HeldGroup>(emulator, 'group', { campaign_id: campaignId }));
}

/** The campaign's keywords (deleted ones too), by phrase. */
export async function heldKeywords(emulator: Service, campaignId: number) {
  const of = (status: string[]) =>
    listed<HeldKeyword>(emulator, 'keyword', { campaign_id: campaignId, filters: { status } });
  return byTitle([...(await of(['active', 'stop'])), ...(await of(['delete']))]);
}
