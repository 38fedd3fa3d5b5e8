import { useT } from '@/components/I18n';
import type { LogEntry } from '@/lib/diagnostics/log';

/** The log, newest first, in a scroll box the keyboard can scroll (it takes focus). */
export function LogTable({ entries }: { entries: LogEntry[] }) {
  const { t, lang } = useT();
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const newestFirst = [...entries].reverse();
  return (
    <>
      <p className="muted">{t('options.diagnostics.count', { count: entries.length })}</p>
      <div
        className="diag-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('options.diagnostics.tableLabel')}
      >
        <table className="diag-table">
          <thead>
            <tr>
              <th scope="col">{t('options.diagnostics.time')}</th>
              <th scope="col">{t('options.diagnostics.what')}</th>
              <th scope="col">{t('options.diagnostics.detail')}</th>
              <th scope="col">{t('options.diagnostics.outcome')}</th>
              <th scope="col">{t('options.diagnostics.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((e, i) => (
              <tr key={`${e.at}-${i}`} data-kind={e.kind} className={rowClass(e)}>
                <td className="diag-time">{time.format(e.at)}</td>
                {e.kind === 'call' ? (
                  <>
                    <td>{t('options.diagnostics.call')}</td>
                    <td className="diag-detail">
                      <code>
                        {e.method} {e.path}
                      </code>
                    </td>
                    <td>
                      {[e.status ?? t('options.diagnostics.noAnswer'), e.error]
                        .filter(Boolean)
                        .join(' · ')}
                    </td>
                    <td className="diag-num">{t('options.diagnostics.ms', { ms: e.ms })}</td>
                  </>
                ) : (
                  <>
                    <td>{t('options.diagnostics.caught')}</td>
                    <td className="diag-detail">
                      <strong>{e.where}</strong>: {e.message}
                    </td>
                    <td>{e.error ?? ''}</td>
                    <td />
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function rowClass(e: LogEntry): string | undefined {
  if (e.kind === 'caught' || e.error) return 'diag-problem';
  return undefined;
}
