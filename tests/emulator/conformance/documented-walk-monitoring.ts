import { DOCUMENTED as D, scalar } from './documented-fields.ts';
import type { Add } from './documented-walk.ts';

/* The monitoring rows (20–53) of the walk in documented-walk.ts. */

const CAMPAIGN = 31401;
export const GROUP = 120501;
const KEYWORD = 4812001;

/** Campaigns, groups, keywords and the tables (rows 20–53). */
export async function walkMonitoring(add: Add): Promise<void> {
  // Monitoring: campaigns (rows 20–31)
  const campaign = (await add(
    '20 create campaign',
    'POST',
    'monitoring/monitoring-campaign',
    { domain: 'www.example.org', type: 'seo' },
    D.createdId,
  )) as { id: string };
  await add(
    '21 retrieve campaign',
    'GET',
    `monitoring/monitoring-campaign/${CAMPAIGN}`,
    undefined,
    D.campaign,
  );
  await add(
    '22 update campaign',
    'PUT',
    `monitoring/monitoring-campaign/${campaign.id}`,
    { title: 'Walk' },
    scalar,
  );
  for (const action of ['stop', 'start', 'delete', 'restore']) {
    await add(
      `23–26 ${action} campaigns`,
      'POST',
      `monitoring/monitoring-campaign/${action}`,
      { id: [campaign.id] },
      D.bulkMap,
    );
  }
  await add(
    '27 list campaigns',
    'POST',
    'monitoring/monitoring-campaign/get-list',
    { type: ['seo', 'ads'] },
    D.campaignList,
  );
  await add(
    '28 overview data',
    'POST',
    'monitoring/monitoring-campaign/get-overview-data',
    { gap: 'weekly' },
    D.overview,
  );
  await add(
    '29 detailed data',
    'POST',
    'monitoring/monitoring-campaign/get-data',
    { id: CAMPAIGN, gap: 'daily' },
    D.rankData,
  );
  await add(
    '29 keyword data (alias)',
    'POST',
    'monitoring/monitoring-keyword/get-data',
    {
      id: CAMPAIGN,
      filters: [{ type: 'include', field: 'keyword', op: 'equal', value: ['running shoes'] }],
    },
    D.rankData,
  );
  await add(
    '30 get access',
    'POST',
    'monitoring/monitoring-campaign/get-access',
    {},
    D.accessShape2,
  );
  await add(
    '31 set access',
    'POST',
    'monitoring/monitoring-campaign/set-access',
    {
      [CAMPAIGN]: { set: [{ mail: 'walk@example.org', permission: 'readonly' }] },
    },
    D.setAccess,
  );
  // Groups (rows 32–41)
  const group = (await add(
    '32 create group',
    'POST',
    'monitoring/monitoring-group',
    {
      campaign_id: campaign.id,
      title: 'Walk',
      engine: 1,
      country: 2,
      devices: ['desktop'],
    },
    D.createdId,
  )) as { id: string };
  await add('33 retrieve group', 'GET', `monitoring/monitoring-group/${GROUP}`, undefined, D.group);
  await add(
    '34 update group',
    'PUT',
    `monitoring/monitoring-group/${group.id}`,
    { title: 'Walk 2', location: '' },
    scalar,
  );
  for (const action of ['stop', 'start', 'delete', 'restore']) {
    await add(
      `35–38 ${action} groups`,
      'POST',
      `monitoring/monitoring-group/${action}`,
      { id: [group.id] },
      D.bulkMap,
    );
  }
  await add(
    '39 list groups',
    'POST',
    'monitoring/monitoring-group/get-list',
    { campaign_id: CAMPAIGN },
    D.groupList,
  );
  await add(
    '40 create multiple groups',
    'POST',
    'monitoring/monitoring-group/create-multiple',
    {
      campaign_id: campaign.id,
      groups: { one: { title: 'One', engine: 1, country: 2, devices: ['mobile'] } },
    },
    D.idResults,
  );
  await add(
    '41 update multiple groups',
    'POST',
    'monitoring/monitoring-group/update-multiple',
    {
      groups: { [group.id]: { title: 'Walk 3' } },
    },
    D.idResults,
  );
  // Keywords (rows 42–50)
  const keywords = (await add(
    '42 create keywords',
    'POST',
    'monitoring/monitoring-keyword',
    { group_id: group.id, keywords: ['walk shoes'] },
    D.idResults,
  )) as { id: string[] };
  await add(
    '43 retrieve keyword',
    'GET',
    `monitoring/monitoring-keyword/${KEYWORD}`,
    undefined,
    D.keyword,
  );
  for (const action of ['stop', 'start', 'delete', 'restore']) {
    await add(
      `44–47 ${action} keywords`,
      'POST',
      `monitoring/monitoring-keyword/${action}`,
      { id: keywords.id },
      D.bulkMap,
    );
  }
  await add(
    '48 change group',
    'POST',
    'monitoring/monitoring-keyword/change-group',
    { group_id: GROUP, id: keywords.id },
    D.bulkMap,
  );
  await add(
    '49 list keywords',
    'POST',
    'monitoring/monitoring-keyword/get-list',
    { campaign_id: CAMPAIGN },
    D.keywordList,
  );
  for (const type of ['heatmap', 'competitors', 'top50']) {
    await add(
      `50 keyword details ${type}`,
      'POST',
      'monitoring/monitoring-keyword/get-details',
      { id: [KEYWORD], type, gap: 'weekly' },
      D.keywordDetails,
    );
  }
  // Tables (rows 51–53)
  await add(
    '51–52 engines table',
    'GET',
    'monitoring/monitoring-tables/engines',
    undefined,
    D.engines,
  );
  await add(
    '51,53 devices table',
    'GET',
    'monitoring/monitoring-tables/devices',
    undefined,
    D.devices,
  );
}
