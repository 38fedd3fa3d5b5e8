import { describe, expect, it } from 'vitest';
import { DEFAULT_WIRE } from '../server.ts';
import { useEmulator, type Answer } from './harness.ts';
import { DOCUMENTED as D, extraFields, scalar, type Shape } from './documented-fields.ts';

/**
 * Every one of the 53 operations of ../shared/spec/endpoints.md, called once the way a client
 * would, and its answer walked against the fields the documents give (documented-fields.ts). A
 * member the documents lack fails the test: the emulator must be no friendlier than the service.
 * The emulator runs with its default answer forms here (numeric strings, errors in a 200, the SDK's
 * bulk form), the forms every client-side test meets.
 */
const h = useEmulator(DEFAULT_WIRE);

const CAMPAIGN = 31401;
const GROUP = 120501;
const KEYWORD = 4812001;
const PROFILE = 5101;

type Walked = { row: string; problems: string[] };

function check(row: string, answer: Answer, shape: Shape): Walked {
  const problems: string[] = [];
  const body = answer.body;
  if (body && typeof body === 'object' && 'error' in body) {
    problems.push(`answered an error: ${JSON.stringify(body.error)}`);
    return { row, problems };
  }
  for (const key of Object.keys(body ?? {}))
    if (!D.envelope.includes(key)) problems.push(`envelope.${key}`);
  problems.push(...extraFields(shape, body?.results, 'results'));
  return { row, problems };
}

async function walk(): Promise<Walked[]> {
  const call = h.call;
  const out: Walked[] = [];
  const add = async (row: string, method: string, path: string, body: unknown, shape: Shape) => {
    const answer = await call(method, `${path}.json`, body);
    out.push(check(row, answer, shape));
    return answer.body?.results;
  };
  // Audits (rows 1–12)
  const created = await add(
    '2 create audit',
    'POST',
    'audits/audit',
    {
      title: 'Walk',
      urls: ['https://www.example.com/walk'],
      device: ['desktop'],
      audits_settings: { lighthouse: {} },
    },
    D.auditCreate,
  );
  await add(
    '2 create keyword audit',
    'POST',
    'audits/audit',
    {
      keywords: ['trail shoes'],
      keywords_options: [{ engine: 1, country: 1 }],
      device: ['mobile'],
      audits_settings: { content: {} },
    },
    D.auditCreate,
  );
  const parents = (await add('6 list audits', 'POST', 'audits/audit/list', {}, D.auditList)) as {
    id: string;
  }[];
  const finished = parents.at(-1)!.id;
  const children = (await add(
    '6 list children',
    'POST',
    'audits/audit/list',
    { parent_id: finished },
    D.auditList,
  )) as { id: string }[];
  await add(
    '1 retrieve audit',
    'GET',
    `audits/audit/${children[0].id}`,
    undefined,
    D.auditRetrieve,
  );
  await add('1 retrieve parent', 'GET', `audits/audit/${finished}`, undefined, D.auditRetrieve);
  await add(
    '4 refresh audit',
    'POST',
    'audits/audit/refresh',
    { id: children[0].id },
    D.auditRefresh,
  );
  await add(
    '5 clone audit',
    'POST',
    'audits/audit/clone',
    { id: parents.at(-2)!.id, title: 'Copy' },
    D.auditClone,
  );
  const newParent = Object.keys((created as { urls: object }).urls)[0];
  await add('3 delete audit', 'DELETE', `audits/audit/${newParent}`, undefined, scalar);
  await add('7 audit settings', 'POST', 'audits/audit/settings', {}, D.settingsDescriptor);
  await add('8 retrieve profile', 'GET', `audits/profile/${PROFILE}`, undefined, D.profile);
  const profile = (await add(
    '9 create profile',
    'POST',
    'audits/profile',
    { title: 'Walk' },
    D.createdId,
  )) as { id: string };
  await add(
    '10 update profile',
    'PUT',
    `audits/profile/${profile.id}`,
    { settings: { lighthouse: {} } },
    D.profile,
  );
  await add('12 list profiles', 'POST', 'audits/profile/list', {}, { kind: 'list', of: D.profile });
  await add('11 delete profile', 'DELETE', `audits/profile/${profile.id}`, undefined, scalar);
  // Keyword research (rows 13–19)
  await add(
    '13 retrieve report',
    'POST',
    'keywords/keywords/get-data',
    {
      keywords: ['running shoes'],
      engines: ['google.com'],
      type: 'simple',
      country: 'us',
      language: 'en',
    },
    D.report,
  );
  for (const name of ['types', 'countries', 'languages', 'currencies', 'engines']) {
    await add(
      `14–19 ${name} table`,
      'GET',
      `keywords/keywords-tables/${name}`,
      undefined,
      D.researchTable(name),
    );
  }
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
  return out;
}

describe('every answer carries only the fields the documents give', () => {
  it('walks all 53 operations and finds no undocumented field', async () => {
    const walked = await walk();
    expect(walked.filter((w) => w.problems.length)).toEqual([]);
    // Every operation number of ../shared/spec/endpoints.md (1–53) is walked: labels name rows and
    // ranges.
    const rows = new Set(
      walked.flatMap((w) =>
        w.row
          .split(' ')[0]
          .split(',')
          .flatMap((part) => {
            const [from, to = from] = part.split('–').map(Number);
            return Array.from({ length: to - from + 1 }, (_, i) => from + i);
          }),
      ),
    );
    expect([...rows].sort((a, b) => a - b)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
  });

  it.each([
    ['a missing id', 'GET', `monitoring/monitoring-campaign/1.json`, undefined],
    [
      'a bulk call with a failing id',
      'POST',
      'monitoring/monitoring-group/stop.json',
      { id: [GROUP, 54320] },
    ],
    ['bad input', 'POST', 'audits/audit.json', { device: ['tablet'] }],
  ])('an error for %s has only the error envelope', async (_name, method, path, body) => {
    const answer = await h.call(method, path, body);
    expect(Object.keys(answer.body).filter((k) => !D.errorBody.includes(k))).toEqual([]);
    expect(Object.keys(answer.body.error).filter((k) => !D.error.includes(k))).toEqual([]);
    expect(answer.body.error.message).toMatch(/^\(\d{3}\) /);
  });
});
