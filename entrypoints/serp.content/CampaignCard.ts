import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { formatCpc } from '@/lib/domain/cpc';
import { linkHref } from '@/lib/domain/url';
import type { Translator } from '@/lib/i18n';
import type { SerpCampaign } from '@/lib/messaging/protocol/serp';
import { h } from './dom';
import { position } from './Position';
import { sendSerp } from './send';

/** An error as the strip says it, beside what failed (its kind for support and tests). */
export function errorLine(tr: Translator, error: SerializedError): HTMLElement {
  return h('p', { class: 'sl-error', role: 'alert', 'data-kind': error.kind }, tr.error(error));
}

/** What the card says of the campaign: its domain, stored positions, volume, CPC, ranking URL. */
function facts(tr: Translator, c: SerpCampaign): HTMLElement[] {
  const { t, number, date } = tr;
  const url = c.desktop?.url ?? c.mobile?.url ?? null;
  const href = linkHref(url);
  const fact = (label: string, value: string) =>
    h('div', {}, h('dt', {}, label), h('dd', {}, value));
  const parts: (HTMLElement | null)[] = [
    h('h3', { class: 'sl-domain' }, c.domain),
    h(
      'p',
      { class: 'sl-muted' },
      [c.title, c.groupTitle && t('serp.group', { group: c.groupTitle })]
        .filter(Boolean)
        .join(' · '),
    ),
    h(
      'dl',
      { class: 'sl-facts' },
      position(tr, t('serp.desktop'), c.desktop),
      position(tr, t('serp.mobile'), c.mobile),
      c.volume !== undefined && fact(t('serp.volume'), number(c.volume)),
      c.cpc !== undefined && fact(t('serp.cpc'), formatCpc(c.cpc, null, number)),
    ),
    url
      ? h(
          'p',
          { class: 'sl-url' },
          h('span', { class: 'sl-muted' }, `${t('serp.rankingUrl')}: `),
          href ? h('a', { href, target: '_blank', rel: 'noreferrer' }, url) : url,
        )
      : null,
    c.stored
      ? h(
          'p',
          { class: 'sl-muted sl-small' },
          t('serp.asOf', { date: date(c.stored.at, { dateStyle: 'medium', timeStyle: 'short' }) }),
        )
      : null,
  ];
  return parts.filter((n) => n !== null);
}

/**
 * One campaign tracking the phrase, with "Open in side panel" and "Refresh". A Refresh redraws
 * the card's facts in place (its buttons, and the focus on them, stay) and tells `onRefreshed`.
 */
export function campaignCard(
  tr: Translator,
  campaign: SerpCampaign,
  phrase: string,
  onRefreshed: (campaign: SerpCampaign) => void,
): HTMLElement {
  const { t } = tr;
  let c = campaign;
  let shown = facts(tr, c);
  let error: HTMLElement | null = null;
  const showError = (e: unknown) => {
    error?.remove();
    error = errorLine(tr, ServiceError.from(e).toJSON());
    card.append(error);
  };
  const refresh = async () => {
    card.setAttribute('aria-busy', 'true');
    refreshButton.disabled = true;
    refreshButton.textContent = t('serp.refreshing');
    error?.remove();
    error = null;
    try {
      c = await sendSerp('serp.refresh', { campaignId: c.campaignId, phrase });
      const next = facts(tr, c);
      shown.forEach((n) => n.remove());
      actions.before(...next);
      shown = next;
      onRefreshed(c);
    } catch (e) {
      showError(e);
    } finally {
      card.setAttribute('aria-busy', 'false');
      refreshButton.disabled = false;
      refreshButton.textContent = t('serp.refresh');
    }
  };
  const open = () => {
    // Sent from the click itself: the browser opens the side panel only during the gesture.
    sendSerp('serp.openKeyword', { campaignId: c.campaignId, keywordId: c.keywordId }).catch(
      showError,
    );
  };
  const refreshButton = h(
    'button',
    {
      type: 'button',
      class: 'sl-btn',
      title: t('serp.refreshHelp'),
      onclick: () => void refresh(),
    },
    t('serp.refresh'),
  );
  const actions = h(
    'div',
    { class: 'sl-actions' },
    h('button', { type: 'button', class: 'sl-btn', onclick: open }, t('serp.open')),
    refreshButton,
  );
  const card = h(
    'article',
    { class: 'sl-campaign', 'data-campaign': c.campaignId, 'aria-busy': 'false' },
    shown,
    actions,
  );
  return card;
}
