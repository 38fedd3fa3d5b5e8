import { scoreBand, type ScoreBand } from '@/lib/domain/score';
import { useT } from './I18n';

interface Props {
  score: number | null;
  /** Diameter in px. */
  size?: number;
  /** What is scored ("Desktop"), read before the score by screen readers and shown as a caption. */
  label?: string;
  /** Show the band word under the gauge (off for compact uses that show it elsewhere). */
  showBand?: boolean;
}

const bandColour = (band: ScoreBand) =>
  band === 'unknown' ? 'var(--text-muted)' : `var(--${band})`;

/**
 * The band as a shape in its colour — circle good, triangle needs work, square poor, ring unknown —
 * so a score never relies on colour alone. Drawn, not typed: the band colours are graphics-grade
 * (3:1), while text beside them stays in the text colour for AA contrast on every surface.
 */
export function BandMark({ band, size = 10 }: { band: ScoreBand; size?: number }) {
  const fill = bandColour(band);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 10 10"
      aria-hidden="true"
      style={{ display: 'inline-block', flexShrink: 0 }}
    >
      {band === 'good' && <circle cx="5" cy="5" r="4.5" fill={fill} />}
      {band === 'average' && <path d="M5 0.5 9.6 9.3H0.4z" fill={fill} />}
      {band === 'poor' && <rect x="1" y="1" width="8" height="8" fill={fill} />}
      {band === 'unknown' && (
        <circle cx="5" cy="5" r="3.8" fill="none" stroke={fill} strokeWidth="1.4" />
      )}
    </svg>
  );
}

/** A score as a compact mark + number, with the band word for screen readers. */
export function BandScore({ score, className }: { score: number | null; className?: string }) {
  const { t } = useT();
  const band = scoreBand(score);
  if (score === null) return <span className={`muted ${className ?? ''}`}>—</span>;
  return (
    <span
      className={className}
      title={t(`common.band.${band}`)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <BandMark band={band} /> {score}
      <span className="visually-hidden"> ({t(`common.band.${band}`)})</span>
    </span>
  );
}

/**
 * A score as a ring in its band colour, with the number inside and the band word under it. The
 * ring is decoration; the number, word and accessible label carry the meaning.
 */
export function ScoreGauge({ score, size = 72, label, showBand = true }: Props) {
  const { t } = useT();
  const band = scoreBand(score);
  const stroke = Math.max(4, Math.round(size / 11));
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const filled = score === null ? 0 : (Math.min(100, Math.max(0, score)) / 100) * circumference;
  const bandWord = t(`common.band.${band}`);
  const spoken = [label, score === null ? bandWord : `${t('common.score', { score })}, ${bandWord}`]
    .filter(Boolean)
    .join(': ');
  return (
    <div
      role="img"
      aria-label={spoken}
      data-score={score ?? ''}
      data-band={band}
      style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      {label && (
        <span
          aria-hidden="true"
          // A name from the service (a result category) may be cut by the page: whole on hover.
          title={label}
          style={{ fontSize: 12, fontWeight: 600, color: 'var(--text-muted)' }}
        >
          {label}
        </span>
      )}
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke="var(--surface-2)"
          strokeWidth={stroke}
        />
        {score !== null && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={r}
            fill="none"
            stroke={bandColour(band)}
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        )}
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fill={score === null ? 'var(--text-muted)' : 'var(--text)'}
          style={{ font: `700 ${Math.round(size * 0.34)}px var(--font)` }}
        >
          {score === null ? '–' : score}
        </text>
      </svg>
      {showBand && (
        <span
          aria-hidden="true"
          style={{
            fontSize: 12,
            fontWeight: 600,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
          }}
        >
          <BandMark band={band} /> {bandWord}
        </span>
      )}
    </div>
  );
}
