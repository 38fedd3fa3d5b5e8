import { describe, expect, it } from 'vitest';
import { defaultOf } from '../../../contract/parameters/defaults';
import { documented } from '../../../contract/parameters/documented';
import { isDocumentedDefault, measure } from '../../../contract/parameters/measure-core';
import { valuesAt } from '../../../contract/parameters/values';
import type { RecordedTest } from '../../../contract/parameters/recording';
import {
  auto,
  control,
  none,
  untouched,
  untouchedWhen,
  type ParamRow,
} from '../../../contract/parameters/row';
import { operationPaths, operationsOf, readSpec } from '../../../contract/parameters/spec';
import { parameterTable } from '../../../contract/parameters/table';
import { BROWSER, TIME, journey as test, req } from './records';

/*
 * The measurement behind `npm run params` on small recorded logs: it must FAIL a row that claims a
 * control when no journey sent a value a user chose after a user's action, and pass it when one
 * did.
 */

const paths = operationPaths(readSpec('endpoints.md'));
const ops = (method: string, path: string) =>
  operationsOf(paths, method, `/api-v3/${path}.json`).map((o) => o.op);

describe('mapping a request to its documented operations', () => {
  it('by method and path, with `.json` and path parameters', () => {
    expect(ops('POST', 'audits/audit/list')).toEqual([6]);
    expect(ops('POST', 'audits/audit')).toEqual([2]);
    expect(ops('DELETE', 'audits/audit/17')).toEqual([3]);
    expect(operationsOf(paths, 'GET', '/api-v3/audits/audit/17.json')).toEqual([
      { op: 1, pathParams: { '{audit_id}': '17' } },
    ]);
    expect(ops('POST', 'monitoring/monitoring-campaign/stop')).toEqual([24]);
    expect(ops('POST', 'monitoring/monitoring-keyword/restore')).toEqual([47]);
    expect(ops('PUT', 'monitoring/monitoring-group/5')).toEqual([34]);
    expect(ops('GET', 'monitoring/monitoring-group/nowhere/5')).toEqual([]);
  });

  it('a URL two operations share is both; the alias of detailed data is detailed data', () => {
    expect(ops('GET', 'keywords/keywords-tables/types').sort()).toEqual([14, 15]);
    expect(ops('GET', 'monitoring/monitoring-tables/devices').sort()).toEqual([51, 53]);
    expect(ops('POST', 'monitoring/monitoring-keyword/get-data')).toEqual([29]);
  });
});

describe('values and defaults', () => {
  it('walks lists and keyed maps for a dotted name', () => {
    const body = { keywords_options: [{ engine: 1 }, { engine: 2 }] };
    expect(valuesAt(body, ['keywords_options', 'engine'])).toEqual([1, 2]);
    const groups = { groups: { '7': { title: 'a' }, '8': { title: 'b' } } };
    expect(valuesAt(groups, ['groups', 'title'])).toEqual(['a', 'b']);
    const access = { '12': { set: [{ mail: 'x@y.z', permission: 'readonly' }] } };
    expect(valuesAt(access, ['set', 'mail'])).toEqual(['x@y.z']);
  });

  const ctx = { time: TIME, params: { domain: 'example.com' } };
  it.each([
    [6, 'sorting.field', 'created', true],
    [6, 'sorting.field', 'status', false],
    [6, 'pager.items_per_page', '25', true],
    [6, 'pager.items_per_page', 50, false],
    [27, 'type', ['seo'], true],
    [27, 'type', ['seo', 'ads'], false],
    [27, 'filters.status', ['delete', 'active', 'stop'], true],
    [27, 'filters.status', ['active'], false],
    [29, 'datemin', '20260603', true],
    [29, 'datemin', '20260602', true],
    [29, 'datemin', '20260501', false],
    [29, 'datemax', '20260616', true],
    [20, 'title', 'example.com', true],
    [20, 'title', 'Shoes', false],
    [34, 'title', 'anything', false],
    [2, 'urls', ['https://a.example/'], false],
  ])('#%s %s = %j: documented default %s', (op, param, value, expected) => {
    expect(isDocumentedDefault(value, defaultOf(op, param), ctx)).toBe(expected);
  });
});

describe('measuring rows against recorded journeys', () => {
  const sort = control('entrypoints/popup/recent/RecentFilters.tsx', 'popup.recent.sortBy');
  const table: ParamRow[] = [
    { op: 6, param: 'sorting.field', how: sort },
    { op: 6, param: 'parent_id', how: auto('the parent a row opens') },
    { op: 7, param: '', how: auto('read on connecting') },
    { op: 14, param: '{table_name}', how: none('nothing names a table but by its own path') },
    {
      op: 2,
      param: 'device',
      how: control('entrypoints/popup/launch/LaunchForm.tsx', 'popup.launch.devices'),
      untouched: {
        why: 'both devices are ticked at first',
        is: (v) => Array.isArray(v) && v.length === 2,
      },
    },
  ];
  const docs = documented.filter((d) => [2, 6, 7, 14].includes(d.op));
  const run = (records: RecordedTest[]) => measure(table, docs, paths, records, defaultOf);
  const row = (m: ReturnType<typeof run>, param: string) =>
    m.rows.find((r) => r.row.param === param)!;

  it('FAILS a control row sent only with its documented default', () => {
    const m = run([
      test('sorts nothing', [req('POST', 'audits/audit/list', { sorting: { field: 'created' } })]),
    ]);
    expect(row(m, 'sorting.field')).toMatchObject({ chosen: [], fails: true });
    expect(row(m, 'sorting.field').onlyDefault).toEqual(['e2e/x.spec.ts › sorts nothing']);
  });

  it('FAILS a control row no journey sent at all, and one sent only untouched', () => {
    const m = run([
      test('launch', [req('POST', 'audits/audit', { device: ['desktop', 'mobile'] })]),
    ]);
    expect(row(m, 'sorting.field').fails).toBe(true);
    expect(row(m, 'device')).toMatchObject({ chosen: [], fails: true });
  });

  it('passes a control row once a journey sends a chosen value, and names the journey', () => {
    const m = run([
      test('default', [req('POST', 'audits/audit/list', {})]),
      test('sorts by status', [req('POST', 'audits/audit/list', { sorting: { field: 'status' } })]),
      test('mobile only', [req('POST', 'audits/audit', { device: ['mobile'] })]),
    ]);
    expect(row(m, 'sorting.field')).toMatchObject({
      chosen: ['e2e/x.spec.ts › sorts by status'],
      fails: false,
    });
    expect(row(m, 'device').fails).toBe(false);
  });

  it('where the page has a value of its own, a user’s choice is what differs from it', () => {
    const sortRow: ParamRow = {
      op: 12,
      param: 'sorting.sort',
      how: control('entrypoints/options/profiles/ProfileFilters.tsx', 'options.profiles.sort'),
      untouched: untouched('the list starts A to Z', 'asc'),
    };
    const pageRow: ParamRow = {
      op: 6,
      param: 'pager.page',
      how: control('entrypoints/popup/recent/RecentView.tsx', 'popup.recent.next'),
      untouched: untouchedWhen(
        'children are paged on their own',
        (_, r) => 'parent_id' in r.params,
      ),
    };
    const list = (body: unknown) => req('POST', 'audits/profile/list', body);
    const only = (r: ParamRow, records: RecordedTest[]) =>
      measure([r], documented, paths, records, defaultOf).rows[0];
    // The documented default (`desc`) is a choice here; the page's own `asc` is not.
    expect(only(sortRow, [test('as opened', [list({ sorting: { sort: 'asc' } })])]).fails).toBe(
      true,
    );
    expect(only(sortRow, [test('Z to A', [list({ sorting: { sort: 'desc' } })])]).fails).toBe(
      false,
    );
    const children = req('POST', 'audits/audit/list', { parent_id: 5, pager: { page: 1 } });
    expect(only(pageRow, [test('walks children', [children])]).fails).toBe(true);
    const next = req('POST', 'audits/audit/list', { pager: { page: 1 } });
    expect(only(pageRow, [test('next page', [next])]).fails).toBe(false);
  });

  it('an update counts a field only when it differs from what the page read before', () => {
    const group = { title: 'Shop', engines: [{ engine: '1', country: '1' }], devices: ['desktop'] };
    const read = (id: number) =>
      req('GET', `monitoring/monitoring-group/${id}`, null, BROWSER, { results: group });
    const rename = req('PUT', 'monitoring/monitoring-group/7', {
      ...group,
      title: 'Outlet',
      engine: 1,
    });
    const several = req('POST', 'monitoring/monitoring-group/update-multiple', {
      groups: { '7': { title: 'Shop', engine: 1, country: 2 }, '8': { title: 'Shop', engine: 1 } },
    });
    const fields = ['title', 'engine', 'groups.title', 'groups.engine', 'groups.country'];
    const table: ParamRow[] = fields.map((param) => ({
      op: param.startsWith('groups.') ? 41 : 34,
      param,
      how: control('entrypoints/sidepanel/views/manage/GroupFields.tsx', 'sidepanel.groups.title'),
    }));
    const m = measure(
      table,
      documented,
      paths,
      [test('edits', [read(7), read(8), rename, several])],
      defaultOf,
    );
    const fails = Object.fromEntries(m.rows.map((r) => [`${r.row.op} ${r.row.param}`, r.fails]));
    expect(fails).toEqual({
      '34 title': false,
      '34 engine': true,
      '41 groups.title': true,
      '41 groups.engine': true,
      '41 groups.country': false,
    });
  });

  it('counts neither a test’s own direct calls nor a failed test', () => {
    const direct = req('POST', 'audits/audit/list', { sorting: { field: 'status' } }, 'node');
    const failed = req('POST', 'audits/audit/list', { sorting: { field: 'status' } });
    const m = run([test('direct', [direct]), test('broken', [failed], false)]);
    expect(row(m, 'sorting.field').fails).toBe(true);
    expect(m.failedTests).toEqual(['e2e/x.spec.ts › broken']);
  });

  it('counts an operation without parameters when called; fails a "none" row that was sent', () => {
    const m = run([
      test('tables', [
        req('POST', 'audits/audit/settings'),
        req('GET', 'keywords/keywords-tables/types'),
      ]),
    ]);
    expect(row(m, '').chosen).toEqual(['e2e/x.spec.ts › tables']);
    expect(row(m, '{table_name}').fails).toBe(true);
    expect(m.total).toBe(docs.reduce((n, d) => n + Math.max(1, d.params.length), 0));
    expect(m.received).toBe(2);
  });

  it('on the real table: a log that never filters recent audits by status fails that row', () => {
    const log = [
      test('lists', [req('POST', 'audits/audit/list', { filters: { title: 'shoes' } })]),
    ];
    const m = measure(parameterTable, documented, paths, log, defaultOf);
    expect(m.total).toBe(143);
    const status = m.rows.find((r) => r.row.op === 6 && r.row.param === 'filters.status')!;
    const title = m.rows.find((r) => r.row.op === 6 && r.row.param === 'filters.title')!;
    expect(status.fails).toBe(true);
    expect(title).toMatchObject({ chosen: ['e2e/x.spec.ts › lists'], fails: false });
  });
});
