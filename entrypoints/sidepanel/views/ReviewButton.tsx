import { browser } from 'wxt/browser';
import { useT } from '@/components/I18n';
import { logCaught } from '@/lib/diagnostics/log';
import { reviewPath } from '@/entrypoints/review/link';

/** Opens a site review of the campaign in a tab of its own (entrypoints/review/). */
export function ReviewButton({
  campaign,
}: {
  campaign: { id: number; domain: string; title: string };
}) {
  const { t } = useT();
  const open = () =>
    browser.tabs
      .create({
        url: browser.runtime.getURL(
          reviewPath({ campaignId: campaign.id, domain: campaign.domain, title: campaign.title }),
        ),
      })
      .catch((error: unknown) => void logCaught('side panel: opening a site review', error));
  return (
    <button
      type="button"
      className="btn"
      onClick={() => void open()}
      aria-label={t('sidepanel.review.openNamed', { title: campaign.title })}
    >
      {t('sidepanel.review.open')}
    </button>
  );
}
