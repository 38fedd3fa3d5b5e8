/**
 * How metric values read: "1.4 s" rather than "1350 ms" once past a second, CLS without a unit,
 * sizes in KB/MB. The caller passes its locale's number formatter so Polish reads "1,4 s".
 */
export type NumberFormatter = (value: number, options?: Intl.NumberFormatOptions) => string;

const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

export function formatMetric(value: number | null, unit: string, number: NumberFormatter): string {
  if (value === null) return '—';
  switch (unit.toLowerCase()) {
    case 'ms':
    case 'millisecond':
    case 'milliseconds':
      return value >= 1000 ? `${number(value / 1000, one)} s` : `${number(Math.round(value))} ms`;
    case 's':
    case 'second':
    case 'seconds':
      return `${number(value, one)} s`;
    case 'unitless':
    case '':
      return number(value, { maximumFractionDigits: value < 1 ? 3 : 2 });
    case 'byte':
    case 'bytes':
      if (value >= 1024 * 1024) return `${number(value / 1024 / 1024, one)} MB`;
      return `${number(Math.round(value / 1024))} KB`;
    case '%':
    case 'percent':
      return `${number(value, { maximumFractionDigits: 1 })}%`;
    default:
      return `${number(value, { maximumFractionDigits: 2 })} ${unit}`;
  }
}

/** A signed change for comparisons: "+12", "−0.4 s" (a real minus sign), "0". */
export function formatDelta(
  delta: number | null,
  unit: string | null,
  number: NumberFormatter,
): string {
  if (delta === null) return '—';
  if (delta === 0) return '0';
  const sign = delta > 0 ? '+' : '−';
  const magnitude =
    unit === null ? number(Math.abs(delta)) : formatMetric(Math.abs(delta), unit, number);
  return `${sign}${magnitude}`;
}
