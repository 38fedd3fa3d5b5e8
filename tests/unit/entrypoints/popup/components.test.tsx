import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeyValueTree } from '@/components/KeyValueTree';
import { ScoreGauge } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import { readAuditData } from '@/lib/domain/audit-data';
import { ResultSet } from '@/entrypoints/report/ResultSet';
import { I18nProvider } from '@/components/I18n';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

/* Rendered to HTML on the server renderer: enough to check structure and accessible text without
   a DOM library, in English as the popup loads it. */
const english = createTranslator('en', await loadMessages('en', ['popup']));
const html = (node: React.ReactElement) =>
  renderToStaticMarkup(
    <I18nProvider initial={english} namespaces={['popup']}>
      {node}
    </I18nProvider>,
  );

describe('ScoreGauge', () => {
  it.each([
    [95, 'good', 'Score 95 of 100, Good'],
    [72, 'average', 'Score 72 of 100, Needs work'],
    [12, 'poor', 'Score 12 of 100, Poor'],
    [null, 'unknown', 'No score'],
  ])('%j is told in words, not colour alone', (score, band, spoken) => {
    const out = html(<ScoreGauge score={score} label="Mobile" />);
    expect(out).toContain(`data-band="${band}"`);
    expect(out).toContain(`aria-label="Mobile: ${spoken}"`);
    if (score !== null) expect(out).toContain(`>${score}</text>`);
  });
});

describe('StatusPill', () => {
  it.each([
    ['wait', 'Waiting'],
    ['inprogress', 'Running'],
    ['ready', 'Ready'],
    ['error', 'Error'],
  ] as const)('%s reads %s', (status, word) => {
    expect(html(<StatusPill status={status} />)).toContain(word);
  });
});

describe('KeyValueTree', () => {
  it('shows nested objects and arrays with their sizes', () => {
    const out = html(
      <KeyValueTree
        value={{ waterfall: { requests: 12, hosts: ['a.com', 'b.com'] }, ok: true, none: null }}
      />,
    );
    expect(out).toContain('waterfall');
    expect(out).toContain('2 items');
    expect(out).toContain('a.com');
    expect(out).toContain('true');
    expect(out).toContain('—');
  });

  it.each([
    [
      'a cycle',
      (() => {
        const a: Record<string, unknown> = { name: 'loop' };
        a.self = a;
        return a;
      })(),
    ],
    ['deep nesting', JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40))],
    ['a bare number', 42],
    ['an empty array', []],
  ])('never throws on %s', (_name, value) => {
    expect(() => html(<KeyValueTree value={value} />)).not.toThrow();
  });

  it('pages long arrays', () => {
    const out = html(<KeyValueTree value={{ list: Array.from({ length: 120 }, (_, i) => i) }} />);
    expect(out).toContain('Show all 120');
    expect(out).not.toContain('[119]');
  });
});

describe('report ResultSet', () => {
  it.each([
    [
      'lighthouse',
      {
        categories: { performance: { title: 'Performance', score: '87' } },
        metrics: { 'largest-contentful-paint': { title: 'LCP', value: '2600', unit: 'ms' } },
        audits: [{ id: 'x', title: 'Render blocking', passed: false, score: '30' }],
      },
      ['Performance', '2.6 s', 'Render blocking', 'Failed'],
    ],
    [
      'checks',
      { score: '72', checks: [{ name: 'h1', title: 'One H1', passed: true, value: '1 heading' }] },
      ['One H1', 'Passed', '1 heading'],
    ],
    [
      'unknown',
      { waterfall: { requests: 12 } },
      ['does not know this result format', 'waterfall', 'requests'],
    ],
  ])('renders the %s shape', (_shape, data, texts) => {
    const out = html(<ResultSet figures={readAuditData([data])[0]} />);
    for (const text of texts) expect(out).toContain(text);
  });
});
