import { useT } from '@/components/I18n';
import { BaseUrlForm } from './BaseUrlForm';
import { StatusCard } from './StatusCard';
import { TokenForm } from './TokenForm';

export function ConnectionSection() {
  const { t } = useT();
  return (
    <>
      <div className="section-head">
        <h1 id="heading-connection" tabIndex={-1}>
          {t('options.connection.title')}
        </h1>
        <p className="muted">{t('options.connection.intro')}</p>
      </div>
      <StatusCard />
      <TokenForm />
      <BaseUrlForm />
    </>
  );
}
