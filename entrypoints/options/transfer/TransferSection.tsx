import { useT } from '@/components/I18n';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';

export function TransferSection() {
  const { t } = useT();
  return (
    <>
      <div className="section-head">
        <h1 id="heading-transfer" tabIndex={-1}>
          {t('options.transfer.title')}
        </h1>
        <p className="muted">{t('options.transfer.intro')}</p>
      </div>
      <ExportCard />
      <ImportCard />
    </>
  );
}
