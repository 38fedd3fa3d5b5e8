/** The keys under a chart: each series' colour and dash beside its label (not colour alone). */
export function ChartLegend({
  labels,
  colourVars,
  dashes,
}: {
  labels: string[];
  colourVars: string[];
  dashes: number[][];
}) {
  return (
    <figcaption className="chart-legend" aria-hidden="true">
      {labels.map((label, i) => (
        <span key={label} className="chart-key">
          <svg width="22" height="8">
            <line
              x1="0"
              y1="4"
              x2="22"
              y2="4"
              stroke={`var(${colourVars[i % colourVars.length]})`}
              strokeWidth="2"
              strokeDasharray={dashes[i % dashes.length].join(' ')}
            />
          </svg>
          {label}
        </span>
      ))}
    </figcaption>
  );
}
