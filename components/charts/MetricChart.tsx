import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './charts.css';
import { cssVar, mountPlot, useThemeVersion } from './theme';
import { ChartLegend } from './ChartLegend';

export interface MetricSeries {
  label: string;
  /** One value per date; null is a gap. */
  values: (number | null)[];
}

interface Props {
  /** `YYYY-MM-DD` per point. */
  dates: string[];
  /** At most two: the first on the left axis, the second on the right one (its own scale). */
  series: MetricSeries[];
  /** Accessible summary (the numbers are also in a table beside the chart). */
  label: string;
  height?: number;
}

const colourVars = ['--accent', '--good'];
const dashes: number[][] = [[], [6, 4]];

/**
 * Figures over time with uPlot (the library PositionChart.tsx uses): larger is higher, each series
 * on its own axis so a visibility of 0–100 and a count of keywords both read well. Series differ
 * by dash as well as colour.
 */
export function MetricChart({ dates, series, label, height = 150 }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const theme = useThemeVersion();

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const xs = dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const text = cssVar('--text-muted', host);
    const grid = cssVar('--border', host);
    const axis = (scale: string, side: 1 | 3, showGrid: boolean): uPlot.Axis => ({
      scale,
      side,
      stroke: text,
      grid: { show: showGrid, stroke: grid, width: 1 },
      ticks: { stroke: grid },
      size: 44,
    });
    const opts: uPlot.Options = {
      width: Math.max(240, host.clientWidth),
      height,
      legend: { show: false },
      cursor: { points: { size: 6 } },
      scales: { x: { time: true }, a: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
        axis('a', 3, true),
        ...(series.length > 1 ? [axis('b', 1, false)] : []),
      ],
      series: [
        {},
        ...series.map((s, i) => ({
          label: s.label,
          scale: i === 0 ? 'a' : 'b',
          stroke: cssVar(colourVars[i % colourVars.length], host),
          width: 2,
          dash: dashes[i % dashes.length],
          spanGaps: false,
          points: { show: dates.length <= 40, size: 4 },
        })),
      ],
    };
    const data = [xs, ...series.map((s) => s.values)] as uPlot.AlignedData;
    return mountPlot(opts, data, host, height);
  }, [dates, series, height, theme]);

  return (
    <figure className="chart" aria-label={label} role="img">
      <div ref={hostRef} className="chart-host" />
      <ChartLegend labels={series.map((s) => s.label)} colourVars={colourVars} dashes={dashes} />
    </figure>
  );
}
