import type { Translator } from '@/lib/i18n';
import type { SerpCampaign, SerpLookup } from '@/lib/messaging/protocol/serp';
import { addPhrase } from './AddPhrase';
import { campaignCard } from './CampaignCard';
import { h, uniqueId } from './dom';

interface Props {
  phrase: string;
  lookup: SerpLookup;
  /** Floating over the page (no side column): it can be folded out of the way. */
  floating: boolean;
  /** A campaign entry refreshed or added: the badges follow it. */
  onCampaign: (campaign: SerpCampaign) => void;
  onResearch: () => void;
}

const keyOf = (c: SerpCampaign) => `${c.campaignId}:${c.keywordId}`;

/** The strip: every campaign tracking the phrase, or what can be done about a phrase none tracks. */
export function strip(tr: Translator, { phrase, lookup, floating, onCampaign, onResearch }: Props) {
  const { t } = tr;
  const id = uniqueId('strip');
  const cards = new Map<string, HTMLElement>();
  let adding: HTMLElement | null = null;

  const body = h('div', { id: `${id}-body`, class: 'sl-body' });
  const card = (c: SerpCampaign) => campaignCard(tr, c, phrase, onCampaign);
  // A phrase just added: its campaign's card joins the list (or replaces the one it updates).
  const onAdded = (entry: SerpCampaign) => {
    const key = keyOf(entry);
    const next = card(entry);
    cards.get(key)?.replaceWith(next);
    cards.set(key, next);
    onCampaign(entry);
    render();
  };
  const render = () => {
    const none = cards.size === 0;
    const untracked = none && lookup.index === 'complete';
    body.replaceChildren(
      ...[
        none && lookup.index === 'building' && h('p', { class: 'sl-muted' }, t('serp.notKnown')),
        untracked && h('p', {}, t('serp.notTracked')),
        ...cards.values(),
        untracked &&
          !adding &&
          h(
            'div',
            { class: 'sl-actions' },
            h(
              'button',
              {
                type: 'button',
                class: 'sl-btn sl-primary',
                onclick: () => {
                  adding = addPhrase(tr, phrase, onAdded, () => {
                    adding = null;
                    render();
                  });
                  render();
                },
              },
              t('serp.add.open'),
            ),
            h(
              'button',
              { type: 'button', class: 'sl-btn', onclick: onResearch },
              t('serp.research'),
            ),
          ),
        adding,
      ].filter((n): n is HTMLElement => !!n),
    );
  };
  for (const c of lookup.campaigns) cards.set(keyOf(c), card(c));
  render();

  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'sl-btn sl-ghost',
      'aria-expanded': 'true',
      'aria-controls': `${id}-body`,
      onclick: () => {
        body.hidden = !body.hidden;
        toggle.setAttribute('aria-expanded', String(!body.hidden));
        toggle.textContent = body.hidden ? t('serp.show') : t('serp.hide');
      },
    },
    t('serp.hide'),
  );
  return h(
    'section',
    {
      class: 'sl-strip',
      'data-index': lookup.index,
      'data-floating': String(floating),
      'aria-labelledby': `${id}-title`,
      role: 'region',
    },
    h(
      'header',
      { class: 'sl-head' },
      h(
        'h2',
        { id: `${id}-title` },
        h('span', { class: 'sl-logo', 'aria-hidden': 'true' }),
        h('span', { class: 'sl-visually-hidden' }, t('serp.region')),
        h('span', { 'aria-hidden': 'true' }, 'Stormlens'),
      ),
      h('span', { class: 'sl-phrase' }, t('serp.phrase', { phrase })),
      floating && toggle,
    ),
    body,
  );
}
