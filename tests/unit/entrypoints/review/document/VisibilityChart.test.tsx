import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisibilityChart } from '@/entrypoints/review/document/VisibilityChart';

const days = (values: (number | null)[]) =>
  values.map((value, i) => ({ day: `2026-06-${10 + i}`, value, keywords: value === null ? 0 : 3 }));

const chart = (current: (number | null)[], previous: (number | null)[] = []) =>
  renderToStaticMarkup(
    <VisibilityChart
      current={days(current)}
      previous={days(previous)}
      label="example.com, desktop"
      legend={{ current: 'This period', previous: 'Previous period' }}
      scale={String}
    />,
  );

describe('VisibilityChart', () => {
  it('breaks the line on a day without data instead of drawing it at 0', () => {
    const svg = chart([10, 20, null, 30, 40]);
    const lines = [...svg.matchAll(/<polyline[^>]*points="([^"]+)"/g)].map((m) => m[1]);
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.split(' ').length)).toEqual([2, 2]);
  });

  it('keeps a lone day between gaps as a dot', () => {
    expect(chart([null, 5, null]).match(/<circle/g)).toHaveLength(1);
  });

  it('draws this period solid and the previous one apart, scaled to the larger', () => {
    const svg = chart([10, 10], [20, 20]);
    expect(svg).toContain('rv-line-current');
    expect(svg).toContain('rv-line-previous');
    // The previous period's 20 is the top of the scale: y at the top padding (24).
    expect(svg).toMatch(/rv-line-previous" points="8.0,24.0/);
  });

  it('is an image with its name, for a reader without sight', () => {
    expect(chart([1, 2])).toMatch(/<svg[^>]*role="img"[^>]*aria-label="example.com, desktop"/);
  });
});
