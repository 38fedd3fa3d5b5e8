import { useT } from '@/components/I18n';
import { openOptions } from './openReport';

/** No token yet: the one thing to do is to add it in Options. */
export function ConnectCard() {
  const { t } = useT();
  return (
    <section
      className="card stack connect"
      aria-labelledby="connect-heading"
      data-testid="no-token"
    >
      <h2 id="connect-heading">{t('popup.connect.heading')}</h2>
      <p>{t('popup.connect.body')}</p>
      <ol className="steps">
        <li>{t('popup.connect.step1')}</li>
        <li>{t('popup.connect.step2')}</li>
        <li>{t('popup.connect.step3')}</li>
      </ol>
      <button type="button" className="btn btn-primary btn-wide" onClick={openOptions}>
        {t('common.openOptions')}
      </button>
    </section>
  );
}
