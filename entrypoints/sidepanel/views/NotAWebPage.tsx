import { useT } from '@/components/I18n';

/** The tab is not a website (a new tab, settings, a PDF viewer): nothing to look up. */
export function NotAWebPage() {
  const { t } = useT();
  return (
    <div className="sp-empty card">
      <h2>{t('sidepanel.notWeb.title')}</h2>
      <p className="muted">{t('sidepanel.notWeb.body')}</p>
    </div>
  );
}
