import './launch-more.css';
import { useT } from '@/components/I18n';
import { usePopupStore, type LaunchTarget as Target } from '@/lib/stores/popup';
import { KeywordsPicker } from './KeywordsPicker';
import { PagesPicker } from './PagesPicker';

const targets: Target[] = ['page', 'pages', 'keywords'];

/** What one launch audits: this page (the one-click default), several pages, or keywords. */
export function LaunchTarget({ url }: { url: string }) {
  const { t } = useT();
  const target = usePopupStore((s) => s.launch.target);
  const edit = usePopupStore((s) => s.editLaunch);
  return (
    <>
      <div className="segmented" role="radiogroup" aria-label={t('popup.target.what')}>
        {targets.map((value) => (
          <label key={value} className={target === value ? 'on' : ''}>
            <input
              type="radio"
              name="target"
              value={value}
              checked={target === value}
              onChange={() => edit({ target: value })}
            />
            {t(`popup.target.${value}`)}
          </label>
        ))}
      </div>
      {target === 'pages' && <PagesPicker url={url} />}
      {target === 'keywords' && <KeywordsPicker url={url} />}
    </>
  );
}
