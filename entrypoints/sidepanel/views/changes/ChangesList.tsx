import { useEffect, useRef } from 'react';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { send } from '@/lib/messaging/client';
import { caught } from '@/lib/diagnostics/log';
import { watchChanges, watches, type StoredChange } from '@/lib/storage/watch';
import { pageChanges, pageWatches, type PageChange } from '@/lib/storage/page-watch';
import { PageChangeRow } from './PageChangeRow';
import { ChangeRow } from './ChangeRow';
import { ExportChanges } from './ExportChanges';

/**
 * The Changes list, newest first. Whatever is unseen when it shows is marked seen (the toolbar
 * badge counts unseen changes) and keeps a "New" mark while the panel stays open.
 */
export function ChangesList() {
  const { t } = useT();
  const changes = useStorageItem(watchChanges);
  const pages = useStorageItem(pageChanges);
  const list = useStorageItem(watches);
  const pageList = useStorageItem(pageWatches);
  const fresh = useRef(new Set<string>());
  const unseen = [...(changes ?? []), ...(pages ?? [])].filter((c) => !c.seen).map((c) => c.id);
  const unseenKey = unseen.join(',');

  useEffect(() => {
    if (!unseenKey) return;
    const ids = unseenKey.split(',');
    ids.forEach((id) => fresh.current.add(id));
    void send('watch.markSeen', { ids }).catch(caught('side panel: marking changes seen'));
  }, [unseenKey]);

  if (!changes || !list || !pages || !pageList) {
    return <p className="muted">{t('common.loading')}</p>;
  }
  const isNew = (c: { id: string; seen: boolean }) => fresh.current.has(c.id) || !c.seen;
  const newCount = [...changes, ...pages].filter(isNew).length;
  return (
    <section className="card stack" aria-labelledby="sp-changes-h" data-testid="changes">
      <div className="row">
        <h2 id="sp-changes-h">{t('watch.changes.heading')}</h2>
        {newCount > 0 && (
          <span className="pill pill-info">{t('watch.changes.unseen', { count: newCount })}</span>
        )}
        <span className="spacer" />
        <ExportChanges changes={changes} pages={pages} />
      </div>
      {changes.length + pages.length === 0 && (
        <p className="muted">
          {list.length + pageList.length ? t('watch.changes.empty') : t('watch.changes.noWatches')}
        </p>
      )}
      {changes.length > 0 && <ChangesTable changes={changes} fresh={fresh.current} />}
      {pages.length > 0 && <PageChangesTable changes={pages} isNew={isNew} />}
    </section>
  );
}

function ChangesTable({ changes, fresh }: { changes: StoredChange[]; fresh: Set<string> }) {
  const { t } = useT();
  return (
    <div className="sp-changes-scroll">
      <table className="sp-changes">
        <caption className="visually-hidden">{t('watch.changes.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('watch.changes.keyword')}</th>
            <th scope="col">{t('watch.changes.change')}</th>
            <th scope="col">{t('watch.changes.why')}</th>
            <th scope="col">{t('watch.changes.chart')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <ChangeRow key={c.id} change={c} isNew={fresh.has(c.id) || !c.seen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageChangesTable(props: { changes: PageChange[]; isNew: (c: PageChange) => boolean }) {
  const { t } = useT();
  // Focusable: a row with no button of its own (a run the budget stopped) leaves the keyboard
  // nothing else to scroll its long reason into view with.
  return (
    <div
      className="sp-changes-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('common.pageWatch.changesCaption')}
    >
      <table className="sp-changes" data-testid="page-changes">
        <caption className="visually-hidden">{t('common.pageWatch.changesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('common.pageWatch.page')}</th>
            <th scope="col">{t('common.pageWatch.changeWhy')}</th>
          </tr>
        </thead>
        <tbody>
          {props.changes.map((c) => (
            <PageChangeRow key={c.id} change={c} isNew={props.isNew(c)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
