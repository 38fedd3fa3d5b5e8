import type { AuditStatus } from '@/lib/domain/audit-status';
import type { EntityStatus } from '@/lib/domain/entity-status';
import { useT } from './I18n';

export type PillStatus = AuditStatus | EntityStatus;

/* The light theme's green is not AA for 12 px text on its pale background, so the "good"
   pills carry the colour in background and border and keep the words in the text colour. */
const tone: Record<PillStatus, { bg: string; fg: string; glyph: string; border?: string }> = {
  wait: { bg: 'var(--surface-2)', fg: 'var(--text-muted)', glyph: '◷' },
  inprogress: { bg: 'var(--info-bg)', fg: 'var(--accent)', glyph: '' },
  ready: { bg: 'var(--good-bg)', fg: 'var(--text)', glyph: '✓', border: 'var(--good)' },
  error: { bg: 'var(--poor-bg)', fg: 'var(--poor)', glyph: '✕' },
  active: { bg: 'var(--good-bg)', fg: 'var(--text)', glyph: '●', border: 'var(--good)' },
  stop: { bg: 'var(--surface-2)', fg: 'var(--text-muted)', glyph: '❚❚' },
  delete: { bg: 'var(--poor-bg)', fg: 'var(--poor)', glyph: '✕' },
};

const SPIN_CSS = `@keyframes sl-spin{to{transform:rotate(360deg)}}
.sl-spinner{display:inline-block;width:9px;height:9px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:sl-spin .8s linear infinite}
@media (prefers-reduced-motion: reduce){.sl-spinner{animation:none;border-right-color:currentColor;opacity:.6}}`;

/** A status as a small pill: a glyph and the word (never colour alone), a spinner while running. */
export function StatusPill({ status }: { status: PillStatus }) {
  const { t } = useT();
  const look = tone[status] ?? tone.wait;
  return (
    <span
      data-status={status}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 5,
        padding: '1px 8px',
        borderRadius: 999,
        background: look.bg,
        border: `1px solid ${look.border ?? 'transparent'}`,
        color: look.fg,
        fontSize: 12,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {status === 'inprogress' ? (
        <>
          <style>{SPIN_CSS}</style>
          {/* It names what it waits for (the audit, running at the service): not a load of this page. */}
          <span className="sl-spinner" aria-hidden="true" data-waits-for="audit" />
        </>
      ) : (
        <span aria-hidden="true">{look.glyph}</span>
      )}
      {t(`common.status.${status}`)}
    </span>
  );
}
