interface Props {
  /** Values in order; null marks a gap (a missing day, or out of the tracked range). */
  values: (number | null)[];
  width?: number;
  height?: number;
  /** Positions: 1 is best, so draw smaller values higher. */
  invert?: boolean;
  /** Accessible description, e.g. "Position trend: 12 → 7". */
  label: string;
  className?: string;
}

/**
 * A tiny trend line as SVG: cheap enough for thousands of virtualised rows, where a charting
 * library per row would not be. Gaps break the line instead of drawing it to zero.
 */
export function Sparkline({
  values,
  width = 80,
  height = 20,
  invert = false,
  label,
  className,
}: Props) {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) {
    return (
      <svg width={width} height={height} role="img" aria-label={label} className={className}>
        <line
          x1={0}
          y1={height / 2}
          x2={width}
          y2={height / 2}
          stroke="var(--border)"
          strokeDasharray="2 3"
        />
      </svg>
    );
  }
  const min = Math.min(...present);
  const max = Math.max(...present);
  const span = max - min || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (v: number) => {
    const t = (v - min) / span;
    return 2 + (invert ? t : 1 - t) * (height - 4);
  };
  const segments: string[] = [];
  let current = '';
  values.forEach((v, i) => {
    if (v === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${(i * step).toFixed(1)},${y(v).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const lastIndex = values.length - 1 - [...values].reverse().findIndex((v) => v !== null);
  const last = present[present.length - 1];
  return (
    <svg width={width} height={height} role="img" aria-label={label} className={className}>
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke="var(--accent)" strokeWidth={1.5} />
      ))}
      <circle cx={lastIndex * step} cy={y(last)} r={2} fill="var(--accent)" />
    </svg>
  );
}
