import { useT } from '@/components/I18n';

export function App() {
  const { t } = useT();
  return <main>{t('common.appName')}</main>;
}
