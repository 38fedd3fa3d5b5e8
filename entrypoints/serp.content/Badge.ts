import type { Translator } from '@/lib/i18n';
import type { SerpBadge } from '@/lib/domain/serp/annotate';
import { h } from './dom';
import { stripPositionText } from './Position';

/**
 * Beside an organic result of a tracked site: the stored position per device, and where the site
 * sits on this page. Drawn over the page's margin (it takes no space in the results' flow).
 */
export function badge(tr: Translator, b: SerpBadge): HTMLElement {
  const { t, number } = tr;
  const devices = [
    b.desktop &&
      t('serp.badge.tracked', {
        device: t('serp.desktop'),
        position: stripPositionText(tr, b.desktop),
      }),
    b.mobile &&
      t('serp.badge.tracked', {
        device: t('serp.mobile'),
        position: stripPositionText(tr, b.mobile),
      }),
  ].filter((s): s is string => !!s);
  const tracked = devices.length ? devices : [t('serp.notStored')];
  const here = number(b.result.position ?? 0);
  const kind = b.own ? t('serp.badge.own') : t('serp.badge.competitor');
  const hidden = { 'aria-hidden': 'true' };
  return h(
    'div',
    {
      class: 'sl-badge',
      'data-own': String(b.own),
      'data-domain': b.domain,
      role: 'note',
      'aria-label': t('serp.badge.label', {
        kind,
        domain: b.domain,
        campaign: b.campaignTitle,
        tracked: tracked.join(', '),
        here,
      }),
    },
    h('span', { class: 'sl-badge-kind', ...hidden }, kind),
    tracked.map((line) => h('span', hidden, line)),
    h('span', { class: 'sl-badge-here', ...hidden }, t('serp.badge.here', { position: here })),
  );
}
