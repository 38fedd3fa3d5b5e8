import { useT } from '@/components/I18n';

/** Previous and next page of the campaign browser, and where the user is. */
export function BrowserPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <nav className="row sp-browser-pager" aria-label={t('sidepanel.browser.pages')}>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('sidepanel.browser.previous')}
      </button>
      <span className="muted">{t('sidepanel.browser.pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('sidepanel.browser.next')}
      </button>
    </nav>
  );
}
