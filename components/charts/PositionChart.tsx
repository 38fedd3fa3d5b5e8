import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './charts.css';
import { cssVar, mountPlot, useThemeVersion } from './theme';
import { ChartLegend } from './ChartLegend';

export interface ChartSeries {
  label: string;
  /** One value per date: a position, 'out' (past the top 100) or null (no data: a gap). */
  values: (number | 'out' | null)[];
}

interface Props {
  /** `YYYY-MM-DD` per point. */
  dates: string[];
  series: ChartSeries[];
  /** Accessible summary of what the chart shows (the numbers are also in a table beside it). */
  label: string;
  /** Text of the "out of the top 100" tick, e.g. "> 100". */
  outLabel: string;
  height?: number;
}

const OUT = 101;
/** Devices differ by dash as well as colour, so the chart never relies on colour alone. */
const dashes: number[][] = [[], [6, 4], [2, 3], [8, 3, 2, 3]];
const colourVars = ['--accent', '--average', '--good', '--poor'];

/** Ticks for a position axis: 1, then multiples of a round step up to the worst position. */
export function positionTicks(max: number, withOut: boolean): number[] {
  const top = Math.min(100, Math.floor(max));
  const step = [1, 2, 5, 10, 20, 25, 50].find((s) => (top - 1) / s <= 5) ?? 50;
  const ticks = [1];
  // A step too close to 1 (2 next to 1) would crowd the labels: start at the next one.
  for (let v = step; v <= top; v += step) if (v - 1 >= step * 0.75) ticks.push(v);
  if (withOut) ticks.push(OUT);
  return ticks;
}

/**
 * Positions over time with uPlot (canvas, ~50 KB, fast with hundreds of points): position 1 at the
 * top (the y scale runs downwards), gaps where there is no data, and periods outside the top 100
 * drawn as markers on a "> 100" line instead of as a number.
 */
export function PositionChart({ dates, series, label, outLabel, height = 200 }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const theme = useThemeVersion();

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const xs = dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const lines = series.map((s) => s.values.map((v) => (typeof v === 'number' ? v : null)));
    const outs = series.map((s) => s.values.map((v) => (v === 'out' ? OUT : null)));
    const anyOut = outs.some((o) => o.some((v) => v !== null));
    const present = lines.flat().filter((v): v is number => v !== null);
    const worst = anyOut ? OUT : Math.max(10, ...present);
    const text = cssVar('--text-muted', host);
    const grid = cssVar('--border', host);
    const opts: uPlot.Options = {
      width: Math.max(240, host.clientWidth),
      height,
      legend: { show: false },
      cursor: { points: { size: 6 } },
      scales: {
        x: { time: true },
        // dir -1: small numbers (good positions) at the top.
        y: { dir: -1, range: () => [1, worst + (anyOut ? 0.5 : Math.ceil(worst * 0.08))] },
      },
      axes: [
        { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
        {
          stroke: text,
          grid: { stroke: grid, width: 1 },
          ticks: { stroke: grid },
          size: 44,
          // Position 1 always gets a tick (it is the goal), then round steps; "> 100" when shown.
          splits: (u) => positionTicks(u.scales.y.max ?? worst, anyOut),
          values: (_u, splits) =>
            splits.map((v) => (v >= OUT ? outLabel : v % 1 === 0 ? String(v) : '')),
        },
      ],
      series: [
        {},
        ...series.map((s, i) => ({
          label: s.label,
          stroke: cssVar(colourVars[i % colourVars.length], host),
          width: 2,
          dash: dashes[i % dashes.length],
          spanGaps: false,
          points: { show: dates.length <= 40, size: 4 },
        })),
        ...series.map((s, i) => ({
          label: `${s.label} ${outLabel}`,
          stroke: cssVar(colourVars[i % colourVars.length], host),
          width: 0,
          paths: () => null,
          points: { show: true, size: 7, fill: cssVar('--surface', host) },
        })),
      ],
    };
    return mountPlot(opts, [xs, ...lines, ...outs] as uPlot.AlignedData, host, height);
  }, [dates, series, height, outLabel, theme]);

  return (
    <figure className="chart" aria-label={label} role="img">
      <div ref={hostRef} className="chart-host" />
      <ChartLegend labels={series.map((s) => s.label)} colourVars={colourVars} dashes={dashes} />
    </figure>
  );
}
