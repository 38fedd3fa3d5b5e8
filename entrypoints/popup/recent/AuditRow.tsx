import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { BandScore } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import type { SerializedError } from '@/lib/api/errors';
import { splitAuditTitle } from '@/lib/domain/audit-title';
import type { AuditSummary } from '@/lib/storage/audits';
import type { RecentQuery } from '@/lib/stores/popup';
import { openReport } from '../openReport';
import { asError, send } from '../send';
import { typeTitle } from '../useLaunchOptions';
import { listInput } from './list-input';

function Score({ score }: { score: number | null }) {
  return <BandScore score={score} className="score-small" />;
}

/** A parent audit of Recent audits; expands into its children (the list call with `parentId`). */
export function AuditRow({ audit, query }: { audit: AuditSummary; query: RecentQuery }) {
  const { t, date } = useT();
  const [children, setChildren] = useState<AuditSummary[] | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const { label, url } = splitAuditTitle(audit.title);
  const isParent = audit.parentId === 0;

  async function expand() {
    const next = !open;
    setOpen(next);
    if (!next || children) return;
    try {
      setChildren(await send('audits.list', listInput(query, audit.id)));
    } catch (e) {
      setError(asError(e));
    }
  }

  return (
    <li className="audit-row" data-audit-id={audit.id}>
      <div className="row">
        {isParent && (
          <button
            type="button"
            className="btn btn-ghost icon"
            aria-expanded={open}
            onClick={() => void expand()}
            aria-label={t(open ? 'popup.recent.collapse' : 'popup.recent.expand', { title: label })}
          >
            {open ? '▾' : '▸'}
          </button>
        )}
        <div className="grow ellipsis">
          <div className="ellipsis">
            <strong>{label}</strong>
          </div>
          <div className="muted small ellipsis" title={url ?? audit.url ?? undefined}>
            {(url ?? audit.url ?? '').replace(/^https?:\/\//, '')}
          </div>
        </div>
        <div className="stack tight end">
          <StatusPill status={audit.status} />
          <span className="muted small">
            {audit.created === null ? '' : date(audit.created, { dateStyle: 'short' })}
          </span>
        </div>
        <Score score={audit.score} />
        <button
          type="button"
          className="btn btn-ghost small"
          onClick={() => openReport(isParent ? audit.id : audit.parentId)}
        >
          {t('popup.history.open')}
        </button>
      </div>
      {open && (
        <div className="children">
          <ErrorBanner error={error} />
          {!children && !error && <p className="muted small">{t('common.loading')}</p>}
          {children?.length === 0 && <p className="muted small">{t('popup.recent.noChildren')}</p>}
          {children && children.length > 0 && (
            <ul>
              {children.map((c) => (
                <li key={c.id} className="row" data-audit-id={c.id}>
                  <span className="grow">
                    {typeTitle(c.auditType, null)} ·{' '}
                    {c.device ? t(`common.devices.${c.device}`) : '—'}
                  </span>
                  <StatusPill status={c.status} />
                  <Score score={c.score} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
