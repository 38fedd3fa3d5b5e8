import type { DayVisibility } from '@/lib/domain/review/visibility';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { left: 8, right: 8, top: 24, bottom: 12 };

/** The line's runs of consecutive days with data: a day without data breaks it, never drops to 0. */
function runs(
  points: readonly DayVisibility[],
  x: (i: number) => number,
  y: (v: number) => number,
) {
  const out: string[] = [];
  let run: string[] = [];
  points.forEach((p, i) => {
    if (p.value === null) {
      if (run.length) out.push(run.join(' '));
      run = [];
    } else run.push(`${x(i).toFixed(1)},${y(p.value).toFixed(1)}`);
  });
  if (run.length) out.push(run.join(' '));
  return out;
}

/**
 * One domain's estimated visibility on one device, this period (solid) over the previous one
 * (dashed), day for day. Plain inline SVG: a saved review draws it with no script and no request.
 */
export function VisibilityChart({
  current,
  previous,
  label,
  legend,
  scale,
}: {
  current: readonly DayVisibility[];
  previous: readonly DayVisibility[];
  label: string;
  legend: { current: string; previous: string };
  /** The top of the scale as the review writes figures. */
  scale: (value: number) => string;
}) {
  const values = [...current, ...previous].flatMap((p) => (p.value === null ? [] : [p.value]));
  const top = Math.max(...values, 0) || 1;
  const days = Math.max(current.length, previous.length, 2);
  const x = (i: number) => PAD.left + (i / (days - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => HEIGHT - PAD.bottom - (v / top) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (points: readonly DayVisibility[], kind: string) =>
    runs(points, x, y).map((p, i) =>
      p.includes(' ') ? (
        <polyline key={`${kind}${i}`} className={`rv-line rv-line-${kind}`} points={p} />
      ) : (
        // A lone day between gaps is a dot, so it is not lost.
        <circle
          key={`${kind}${i}`}
          className={`rv-dot rv-line-${kind}`}
          cx={p.split(',')[0]}
          cy={p.split(',')[1]}
          r="2.5"
        />
      ),
    );
  return (
    <figure className="rv-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <title>{label}</title>
        <line className="rv-axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        <line className="rv-grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top)} y2={y(top)} />
        <text className="rv-scale" x={WIDTH - PAD.right} y={PAD.top - 2} textAnchor="end">
          {scale(top)}
        </text>
        {line(previous, 'previous')}
        {line(current, 'current')}
      </svg>
      <figcaption>
        {label}
        <span className="rv-legend">
          <span className="rv-key rv-key-current" aria-hidden="true" /> {legend.current}
          <span className="rv-key rv-key-previous" aria-hidden="true" /> {legend.previous}
        </span>
      </figcaption>
    </figure>
  );
}
