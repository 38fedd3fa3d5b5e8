import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { pageWatchLedger, pageWatches } from '@/lib/storage/page-watch';
import { PageWatchCard } from './PageWatchCard';

/** The page watches, beside the keyword watches; new ones are set up from the popup. */
export function PageWatchesSection() {
  const { t } = useT();
  const list = useStorageItem(pageWatches);
  const ledger = useStorageItem(pageWatchLedger);
  return (
    <section className="card stack" aria-labelledby="sp-page-watches-h" data-testid="page-watches">
      <h2 id="sp-page-watches-h">{t('common.pageWatch.listHeading')}</h2>
      {!list?.length && <p className="muted">{t('common.pageWatch.none')}</p>}
      {list?.map((w) => (
        <PageWatchCard key={w.id} watch={w} state={ledger?.[w.id]} />
      ))}
    </section>
  );
}
