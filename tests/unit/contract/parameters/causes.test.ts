import { describe, expect, it } from 'vitest';
import type { TestAction } from '../../../contract/parameters/actions';
import { defaultOf } from '../../../contract/parameters/defaults';
import { documented } from '../../../contract/parameters/documented';
import { measure } from '../../../contract/parameters/measure-core';
import type { RecordedTest } from '../../../contract/parameters/recording';
import { auto, control, type ParamRow } from '../../../contract/parameters/row';
import { operationPaths, readSpec } from '../../../contract/parameters/spec';
import { BROWSER, TIME, action, journey as test, req } from './records';

/*
 * The measurement credits a page control only with what a user's action made the page send, and
 * counts an update's field as changed only against what the page read, or what a user entered.
 */

const paths = operationPaths(readSpec('endpoints.md'));

describe('what a user chose, and what the test did itself', () => {
  const sort = control('entrypoints/popup/recent/RecentFilters.tsx', 'popup.recent.sortBy');
  const table: ParamRow[] = [
    { op: 6, param: 'sorting.field', how: sort },
    { op: 6, param: 'parent_id', how: auto('the parent a row opens') },
  ];
  const docs = documented.filter((d) => d.op === 6);
  const run = (records: RecordedTest[]) => measure(table, docs, paths, records, defaultOf);
  const row = (m: ReturnType<typeof run>, param: string) =>
    m.rows.find((r) => r.row.param === param)!;

  it('credits a control only after a user’s action, never with what the test sent itself', () => {
    const sorted = (body: unknown = { sorting: { field: 'status' } }) =>
      req('POST', 'audits/audit/list', body);
    const clicked = action('user', -2_000);
    // The test's command straight to the background (a message from page.evaluate, a worker's
    // evaluate writing storage): while it runs, and after it until a user acts again.
    const during = [clicked, action('direct', -500, 500)];
    const after = [clicked, action('direct', -500, -400)];
    const m = run([
      test('during a command', [sorted(), sorted({ parent_id: 5 })], true, during),
      test('after a command', [sorted()], true, after),
      test('on opening', [sorted()], true, []),
      test('not recorded', [sorted()], true, null),
    ]);
    expect(row(m, 'sorting.field')).toMatchObject({ chosen: [], fails: true });
    expect(row(m, 'sorting.field').notByUser).toEqual([
      'e2e/x.spec.ts › during a command',
      'e2e/x.spec.ts › after a command',
      'e2e/x.spec.ts › on opening',
      'e2e/x.spec.ts › not recorded',
    ]);
    expect(m.withoutActions).toEqual(['e2e/x.spec.ts › not recorded']);
    // What the extension sends on its own is credited whatever came before.
    expect(row(m, 'parent_id').chosen).toEqual(['e2e/x.spec.ts › during a command']);

    const again = run([
      test('a user acts again', [sorted()], true, [...after, action('user', -300)]),
    ]);
    expect(row(again, 'sorting.field')).toMatchObject({
      chosen: ['e2e/x.spec.ts › a user acts again'],
      notByUser: [],
      fails: false,
    });
  });

  it('an update’s field the page read nothing of counts only when a user entered that value', () => {
    const how = control('entrypoints/sidepanel/x.tsx', 'sidepanel.campaign.mapTitle');
    const table: ParamRow[] = [
      { op: 22, param: 'data.company_map_title', how },
      { op: 22, param: 'title', how },
    ];
    const update = (time = TIME) =>
      req(
        'PUT',
        'monitoring/monitoring-campaign/9',
        { title: 'Shoes', data: { company_map_title: 'Shoes Ltd' } },
        BROWSER,
        null,
        time,
      );
    const fails = (actions: TestAction[], requests = [update()]) =>
      Object.fromEntries(
        measure(
          table,
          documented,
          paths,
          [test('edits', requests, true, actions)],
          defaultOf,
        ).rows.map((r) => [r.row.param, r.fails]),
      );
    // Nothing read, nothing typed: the form sent what it had, not a user's choice.
    expect(fails([action('user', -1_000)])).toEqual({
      'data.company_map_title': true,
      title: true,
    });
    // The map title typed (the retrieve never shows it); the title left as it was.
    expect(fails([action('user', -1_000, -950, [' Shoes Ltd'])])).toEqual({
      'data.company_map_title': false,
      title: true,
    });
    // Typed only after the update arrived: it did not make it.
    expect(fails([action('user', -2_000), action('user', 500, 550, ['Shoes Ltd'])])).toEqual({
      'data.company_map_title': true,
      title: true,
    });
    // Read before: the title counts when it differs from the read, whatever was typed.
    const read = req('GET', 'monitoring/monitoring-campaign/9', null, BROWSER, {
      results: { title: 'Boots', domain: 'example.com' },
    });
    expect(fails([action('user', -1_000)], [read, update()])).toEqual({
      'data.company_map_title': true,
      title: false,
    });
  });
});
