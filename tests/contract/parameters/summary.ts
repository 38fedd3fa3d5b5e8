import type { Measurement, RowResult } from './measure-core';

/**
 * What `npm run params` (./measure.ts) prints of a measurement: each row with the journeys that
 * sent it (the first `shown` of them), then `documented parameters received: N / 143` and every
 * documented parameter not received, then the rows that fail.
 */

const label = (r: RowResult): string => `#${r.row.op} ${r.row.param || '(no parameters)'}`;
const kind = (r: RowResult): string => Object.keys(r.row.how)[0];

export function summary(m: Measurement, tests: number, where: string, shown = 3): string[] {
  const list = (journeys: string[]): string => {
    const first = journeys.slice(0, shown).join('; ');
    return journeys.length > shown ? `${first}; +${journeys.length - shown} more` : first;
  };
  const out = [`Measured from ${tests} recorded e2e tests in ${where}.`];
  if (m.failedTests.length) out.push(`Left out, as they failed: ${m.failedTests.join('; ')}`);
  if (m.withoutActions.length) {
    out.push(
      `Recorded without their actions, so crediting no page control: ${list(m.withoutActions)}`,
    );
  }
  for (const r of m.rows) {
    const head = `${r.fails ? '✖' : r.chosen.length ? '✔' : '·'} ${label(r)} [${kind(r)}]`;
    out.push(`${head}: ${r.chosen.length ? list(r.chosen) : 'never received with a chosen value'}`);
    if (r.chosen.length) continue;
    if (r.notByUser.length) {
      out.push(`    chosen, but after no user's action: ${list(r.notByUser)}`);
    }
    if (r.onlyDefault.length) {
      out.push(`    only the default or the untouched value: ${list(r.onlyDefault)}`);
    }
  }
  out.push('', `documented parameters received: ${m.received} / ${m.total}`);
  const missing = m.rows.filter((r) => r.chosen.length === 0);
  if (missing.length) out.push(`not received (${missing.length}):`);
  for (const r of missing) out.push(`  ${label(r)} [${kind(r)}]`);
  const failing = m.rows.filter((r) => r.fails);
  if (failing.length === 0) return out;
  out.push('', `✖ ${failing.length} rows fail:`);
  for (const r of failing) {
    const why =
      'none' in r.row.how
        ? 'says nothing sends it, yet the service received it'
        : 'claims a page control; no journey made the service receive a value a user chose';
    out.push(`  ${label(r)}: ${why}`);
  }
  return out;
}
