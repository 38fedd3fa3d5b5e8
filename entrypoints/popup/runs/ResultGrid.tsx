import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { BandMark, BandScore, ScoreGauge } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import { compareDevices } from '@/lib/domain/device';
import { formatMetric } from '@/lib/domain/audit-format';
import { scoreBand } from '@/lib/domain/score';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import type { Check } from '@/lib/domain/audit-data';
import type { TrackedChild } from '@/lib/storage/audits';
import { typeTitle } from '../useLaunchOptions';

function ScoreCell({ score }: { score: number | null }) {
  return <BandScore score={score} className="score-cell" />;
}

/** Rows of one figure across the devices: a table with a column per device. */
function FigureTable<T extends { id: string; title: string }>({
  caption,
  columns,
  rows,
  cell,
}: {
  caption: string;
  columns: TrackedChild[];
  rows: T[];
  cell: (child: TrackedChild, id: string) => React.ReactNode;
}) {
  const { t } = useT();
  if (rows.length === 0) return null;
  return (
    <table className="data figures">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{caption}</span>
          </th>
          {columns.map((c) => (
            <th key={c.id} scope="col" className="num">
              {c.device ? t(`common.devices.${c.device}`) : '—'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.title}</th>
            {columns.map((c) => (
              <td key={c.id} className="num">
                {cell(c, r.id)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function uniqueById<T extends { id: string }>(lists: T[][]): T[] {
  const seen = new Map<string, T>();
  for (const list of lists)
    for (const item of list) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}

/** One audit type: devices side by side (gauge or progress), then its headline figures. */
function TypeSection({
  type,
  runs,
  descriptor,
}: {
  type: string;
  runs: TrackedChild[];
  descriptor: SettingsDescriptor | null;
}) {
  const { t, number } = useT();
  const columns = [...runs].sort((a, b) => compareDevices(a.device ?? '', b.device ?? ''));
  const headlines = columns.map((c) => c.headline);
  const categories = uniqueById(headlines.map((h) => h?.categories ?? []));
  const metrics = uniqueById(headlines.map((h) => h?.metrics ?? []));
  const failing: { check: Check; devices: string[] }[] = [];
  for (const c of columns) {
    for (const check of c.headline?.failing ?? []) {
      const known = failing.find((f) => f.check.id === check.id);
      const device = c.device ? t(`common.devices.${c.device}`) : '';
      if (known) known.devices.push(device);
      else failing.push({ check, devices: [device] });
    }
  }
  const failingTotal = Math.max(0, ...columns.map((c) => c.headline?.failingCount ?? 0));

  return (
    <section className="type-section" aria-label={typeTitle(type, descriptor)} data-type={type}>
      <h3>{typeTitle(type, descriptor)}</h3>
      <div className="devices">
        {columns.map((c) => (
          <div
            key={c.id}
            className="device-cell"
            data-device={c.device ?? ''}
            data-status={c.status}
          >
            {c.status === 'ready' && c.score !== null ? (
              <ScoreGauge
                score={c.score}
                label={c.device ? t(`common.devices.${c.device}`) : undefined}
              />
            ) : (
              <div className="pending">
                <span className="device-name">
                  {c.device ? t(`common.devices.${c.device}`) : '—'}
                </span>
                <StatusPill status={c.status} />
                {c.status === 'ready' && (
                  <span className="muted small">{t('popup.results.noScore')}</span>
                )}
              </div>
            )}
            {c.error && c.status === 'error' && <ErrorBanner error={c.error} />}
          </div>
        ))}
      </div>
      <FigureTable
        caption={t('popup.results.categories')}
        columns={columns}
        rows={categories}
        cell={(c, id) => (
          <ScoreCell score={c.headline?.categories.find((x) => x.id === id)?.score ?? null} />
        )}
      />
      <FigureTable
        caption={t('popup.results.metrics')}
        columns={columns}
        rows={metrics}
        cell={(c, id) => {
          const m = c.headline?.metrics.find((x) => x.id === id);
          if (!m) return <span className="muted">—</span>;
          const band = scoreBand(m.score);
          return (
            <span className="metric-value">
              {m.score !== null && <BandMark band={band} size={8} />}
              {formatMetric(m.value, m.unit, number)}
              {m.score !== null && (
                <span className="visually-hidden"> ({t(`common.band.${band}`)})</span>
              )}
            </span>
          );
        }}
      />
      {failing.length > 0 && (
        <details className="failing" open={failing.length <= 3}>
          <summary>{t('popup.results.failing', { count: failingTotal || failing.length })}</summary>
          <ul>
            {failing.map(({ check, devices }) => (
              <li key={check.id}>
                <span className="fail-mark" aria-hidden="true">
                  ✕
                </span>
                <span>
                  {check.title}
                  {check.detail && <span className="muted"> — {check.detail}</span>}
                  <span className="tag">{devices.join(', ')}</span>
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** Per audit type, desktop and mobile side by side: progress while running, scores when ready. */
export function ResultGrid({
  runs,
  descriptor,
}: {
  runs: TrackedChild[];
  descriptor: SettingsDescriptor | null;
}) {
  const { t } = useT();
  const byType = new Map<string, TrackedChild[]>();
  for (const r of runs) {
    const key = r.auditType ?? '';
    byType.set(key, [...(byType.get(key) ?? []), r]);
  }
  const unknown = byType.get('');
  byType.delete('');
  return (
    <div className="stack">
      {[...byType.entries()].map(([type, list]) => (
        <TypeSection key={type} type={type} runs={list} descriptor={descriptor} />
      ))}
      {unknown && (
        // The tracker learns each child's device and type from its first poll.
        <p className="muted small" data-waits-for="audit">
          <StatusPill status="wait" /> {t('popup.results.starting', { count: unknown.length })}
        </p>
      )}
    </div>
  );
}
