import type { Answer } from './harness.ts';
import { DOCUMENTED as D, extraFields, scalar, type Shape } from './documented-fields.ts';

/*
 * The walk of documented-fields.test.ts: every operation of ../shared/spec/endpoints.md called
 * once the way a client would, each answer checked against the documented fields. This file holds
 * the check and the audit, profile and research rows (1–19); documented-walk-monitoring.ts the
 * monitoring rows (20–53).
 */

export type Walked = { row: string; problems: string[] };

export function check(row: string, answer: Answer, shape: Shape): Walked {
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

/** Calls one operation, records its check under `row` and gives back its `results`. */
export type Add = (
  row: string,
  method: string,
  path: string,
  body: unknown,
  shape: Shape,
) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the walk reads any shape

const PROFILE = 5101;

/** Audits, profiles and keyword research (rows 1–19). */
export async function walkAudits(add: Add): Promise<void> {
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
}
