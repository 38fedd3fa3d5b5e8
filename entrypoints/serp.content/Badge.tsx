import type { SerpBadge } from '@/lib/domain/serp/annotate';
import { useSerpT } from './i18n';
import { usePositionText } from './Position';

/**
 * Beside an organic result of a tracked site: the stored position per device, and where the site
 * sits on this page. Drawn over the page's margin (it takes no space in the results' flow).
 */
export function Badge({ badge }: { badge: SerpBadge }) {
  const { t, number } = useSerpT();
  const text = usePositionText();
  const devices = [
    badge.desktop &&
      t('serp.badge.tracked', { device: t('serp.desktop'), position: text(badge.desktop) }),
    badge.mobile &&
      t('serp.badge.tracked', { device: t('serp.mobile'), position: text(badge.mobile) }),
  ].filter((s): s is string => !!s);
  const tracked = devices.length ? devices : [t('serp.notStored')];
  const here = number(badge.result.position ?? 0);
  const kind = badge.own ? t('serp.badge.own') : t('serp.badge.competitor');
  return (
    <div
      className="sl-badge"
      data-own={badge.own}
      data-domain={badge.domain}
      role="note"
      aria-label={t('serp.badge.label', {
        kind,
        domain: badge.domain,
        campaign: badge.campaignTitle,
        tracked: tracked.join(', '),
        here,
      })}
    >
      <span className="sl-badge-kind" aria-hidden="true">
        {kind}
      </span>
      {tracked.map((line) => (
        <span key={line} aria-hidden="true">
          {line}
        </span>
      ))}
      <span className="sl-badge-here" aria-hidden="true">
        {t('serp.badge.here', { position: here })}
      </span>
    </div>
  );
}
