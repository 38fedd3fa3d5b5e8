import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '@/components/I18n';
import { BandMark, BandScore } from '@/components/ScoreGauge';
import { Sparkline } from '@/components/Sparkline';
import { StatusPill } from '@/components/StatusPill';
import { compareDevices, isDevice } from '@/lib/domain/device';
import { splitAuditTitle } from '@/lib/domain/audit-title';
import { seriesKeys, trendOf } from '@/lib/domain/audit-trend';
import { scoreBand } from '@/lib/domain/score';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import type { HistoryRun } from '@/lib/storage/audits';
import type { SerializedError } from '@/lib/api/errors';
import { usePopupStore } from '@/lib/stores/popup';
import { typeTitle } from '../useLaunchOptions';
import { historyPoints } from './history-points';
import { RunDetails } from '../runs/RunDetails';
import type { OnDone } from '../runs/answer-text';

// Comparing needs both runs' full results: loaded only when asked for.
const Compare = lazy(() => import('./Compare'));

const SHOWN = 8;

interface Props {
  runs: HistoryRun[];
  /** Runs this history lost to deletions outside Stormlens (UrlHistory). */
  deletedElsewhere: number;
  descriptor: SettingsDescriptor | null;
  loading: boolean;
  tokensLeft: number | null;
  onDone: OnDone;
  onError: (error: SerializedError | null) => void;
}

function Chip({ device, score }: { device: string; score: number | null }) {
  const { t } = useT();
  const band = scoreBand(score);
  return (
    <span className="chip-score">
      <span className="muted">
        {t(`popup.history.${isDevice(device) ? device : 'desktop'}Short`)}
      </span>
      <BandMark band={band} size={8} />
      {score ?? '—'}
      <span className="visually-hidden">
        {' '}
        {t(`common.devices.${isDevice(device) ? device : 'desktop'}`)} {t(`common.band.${band}`)}
      </span>
    </span>
  );
}

/**
 * Earlier runs of this URL: a trend per device and type, the runs — each with its settings, its
 * audits and the same actions as the latest run — and picking two to compare.
 */
/** The two runs `?compare=<a>,<b>` names (a page watch's Changes entry), or none. */
function askedPair(): number[] {
  const ids = (new URLSearchParams(location.search).get('compare') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return ids.length === 2 ? ids : [];
}

export function History({
  runs,
  deletedElsewhere,
  descriptor,
  loading,
  tokensLeft,
  onDone,
  onError,
}: Props) {
  const { t, date } = useT();
  const [expanded, setExpanded] = useState<number | null>(null);
  const picked = usePopupStore((s) => s.compare);
  const toggle = usePopupStore((s) => s.toggleCompare);
  const clear = usePopupStore((s) => s.clearCompare);
  const [all, setAll] = useState(false);
  // `?compare=<a>,<b>` (a page watch's Changes entry): those two runs picked and compared.
  const [comparing, setComparing] = useState(() => askedPair().length === 2);
  useEffect(() => {
    const pair = askedPair();
    if (pair.length) usePopupStore.setState({ compare: pair });
  }, []);
  const points = historyPoints(runs);
  const keys = seriesKeys(points);
  const shown = all ? runs : runs.slice(0, SHOWN);
  const pair = runs.filter((r) => picked.includes(r.parent.id));

  return (
    <section className="card stack" aria-labelledby="history-heading">
      <div className="row">
        <h2 id="history-heading">{t('popup.history.heading')}</h2>
        <span className="spacer" />
        {loading && <span className="muted small">{t('popup.history.updating')}</span>}
      </div>
      {deletedElsewhere > 0 && (
        <p className="muted small" data-testid="history-deleted-elsewhere">
          {t('popup.history.deletedElsewhere', { count: deletedElsewhere })}
        </p>
      )}
      {runs.length === 0 ? (
        <p className="muted">{loading ? t('common.loading') : t('popup.history.none')}</p>
      ) : (
        <>
          {keys.length > 0 && (
            <ul className="trends">
              {keys.map(({ device, auditType }) => {
                const trend = trendOf(points, device, auditType);
                const label = `${typeTitle(auditType, descriptor)} · ${t(`common.devices.${isDevice(device) ? device : 'desktop'}`)}`;
                return (
                  <li key={`${auditType}|${device}`}>
                    <span className="trend-label">{label}</span>
                    <Sparkline
                      values={trend.values}
                      width={96}
                      height={22}
                      label={t('popup.history.trendLabel', {
                        label,
                        scores: trend.values.map((v) => v ?? '—').join(' → '),
                      })}
                    />
                    <BandScore score={trend.last} className="trend-last" />
                    <span className="trend-change muted">
                      {trend.change === null
                        ? ''
                        : trend.change > 0
                          ? `▲ +${trend.change}`
                          : trend.change < 0
                            ? `▼ ${trend.change}`
                            : '= 0'}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <ul className="runs">
            {shown.map((run) => {
              const when = run.parent.created ?? run.children[0]?.created ?? null;
              const types = [...new Set(run.children.map((c) => c.auditType ?? ''))];
              const checked = picked.includes(run.parent.id);
              return (
                <li
                  key={run.parent.id}
                  className={checked ? 'picked' : ''}
                  data-parent-id={run.parent.id}
                >
                  <label className="run-pick">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggle(run.parent.id)}
                    />
                    <span className="visually-hidden">{t('popup.history.pick')}</span>
                  </label>
                  <div className="run-main">
                    <div className="row">
                      <span className="run-date">
                        {when === null
                          ? '—'
                          : date(when, { dateStyle: 'medium', timeStyle: 'short' })}
                      </span>
                      <span
                        className="muted run-label"
                        title={splitAuditTitle(run.parent.title).label}
                      >
                        {splitAuditTitle(run.parent.title).label}
                      </span>
                      {run.parent.status !== 'ready' && <StatusPill status={run.parent.status} />}
                    </div>
                    {types.map((type) => (
                      <div key={type} className="row run-scores">
                        <span className="muted small">{typeTitle(type || null, descriptor)}</span>
                        {run.children
                          .filter((c) => (c.auditType ?? '') === type)
                          .sort((a, b) => compareDevices(a.device ?? '', b.device ?? ''))
                          .map((c) => (
                            <Chip key={c.id} device={c.device ?? 'desktop'} score={c.score} />
                          ))}
                      </div>
                    ))}
                  </div>
                  <button
                    type="button"
                    className="btn btn-ghost small"
                    aria-expanded={expanded === run.parent.id}
                    aria-controls={`run-${run.parent.id}`}
                    onClick={() => setExpanded((v) => (v === run.parent.id ? null : run.parent.id))}
                  >
                    {t('popup.history.details')}
                  </button>
                  {expanded === run.parent.id && (
                    <div id={`run-${run.parent.id}`} className="run-expanded">
                      <RunDetails
                        run={run}
                        descriptor={descriptor}
                        tokensLeft={tokensLeft}
                        onDone={onDone}
                        onError={onError}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {runs.length > SHOWN && !all && (
            <button type="button" className="btn btn-ghost" onClick={() => setAll(true)}>
              {t('popup.history.showAll', { count: runs.length })}
            </button>
          )}
          <div className="row">
            <span className="muted small">
              {picked.length < 2 ? t('popup.history.pickTwo') : t('popup.history.pickedTwo')}
            </span>
            <span className="spacer" />
            {picked.length > 0 && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => (clear(), setComparing(false))}
              >
                {t('popup.history.clear')}
              </button>
            )}
            <button
              type="button"
              className="btn"
              disabled={pair.length < 2}
              onClick={() => setComparing(true)}
            >
              {t('popup.history.compare')}
            </button>
          </div>
          {comparing && pair.length === 2 && (
            <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
              <Compare runs={pair} descriptor={descriptor} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
