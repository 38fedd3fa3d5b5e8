import { browser } from 'wxt/browser';
import { useT } from '@/components/I18n';
import type { PageChange } from '@/lib/storage/page-watch';
import { moveName, moveScores, pageReasons, toldMoves } from './page-words';

/**
 * The popup's comparison of the two runs, in a tab: `popup.html?tabUrl=<page>&compare=<a>,<b>`
 * opens the page's history with both runs picked and compared.
 */
function openCompare(c: PageChange): void {
  const query = new URLSearchParams({ tabUrl: c.url, compare: `${c.beforeId},${c.afterId}` });
  void browser.tabs.create({ url: browser.runtime.getURL(`/popup.html?${query.toString()}`) });
}

/** One page watch entry: the page and period, the scores before → after, why, the comparison. */
export function PageChangeRow({ change: c, isNew }: { change: PageChange; isNew: boolean }) {
  const { t, date } = useT();
  const moves = toldMoves(c);
  return (
    <tr data-testid="page-change-row" className={isNew ? 'sp-change-new' : undefined}>
      <th scope="row">
        <span className="sp-change-kw">{c.url.replace(/^https?:\/\//, '')}</span>
        <span className="muted sp-change-meta">
          {t('common.pageWatch.period', { period: c.period })} ·{' '}
          {date(c.foundAt, { dateStyle: 'medium' })}
        </span>
        {isNew && <span className="pill pill-info">{t('watch.changes.new')}</span>}
        {c.kind === 'score' && c.beforeId && c.afterId && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => openCompare(c)}
            aria-label={t('common.pageWatch.compareLabel', { page: c.url })}
          >
            {t('common.pageWatch.compare')}
          </button>
        )}
      </th>
      <td>
        <ul className={`sp-change-reasons${c.kind === 'score' ? ' sp-change-worse' : ''}`}>
          {c.kind === 'budget' ? (
            <li>{t('common.pageWatch.notRun')}</li>
          ) : (
            moves.map((m) => (
              <li key={`${m.device}|${m.auditType}`}>
                {moveName(m, t)}: {moveScores(m)}
              </li>
            ))
          )}
        </ul>
        <ul className="sp-change-reasons">
          {pageReasons(c, t).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
