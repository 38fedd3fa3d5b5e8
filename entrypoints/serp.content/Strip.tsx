import { useId, useState } from 'react';
import type { SerpCampaign, SerpLookup } from '@/lib/messaging/protocol/serp';
import { AddPhrase } from './AddPhrase';
import { CampaignCard } from './CampaignCard';
import { useSerpT } from './i18n';

interface Props {
  phrase: string;
  lookup: SerpLookup;
  /** Floating over the page (no side column): it can be folded out of the way. */
  floating: boolean;
  onCampaign: (campaign: SerpCampaign) => void;
  onResearch: () => void;
}

/** The strip: every campaign tracking the phrase, or what can be done about a phrase none tracks. */
export function Strip({ phrase, lookup, floating, onCampaign, onResearch }: Props) {
  const { t } = useSerpT();
  const id = useId();
  const [open, setOpen] = useState(true);
  const [adding, setAdding] = useState(false);
  const none = lookup.campaigns.length === 0;
  const untracked = none && lookup.index === 'complete';

  return (
    <section
      className="sl-strip"
      data-index={lookup.index}
      data-floating={floating}
      aria-labelledby={`${id}-title`}
      role="region"
    >
      <header className="sl-head">
        <h2 id={`${id}-title`}>
          <span className="sl-logo" aria-hidden="true" />
          <span className="sl-visually-hidden">{t('serp.region')}</span>
          <span aria-hidden="true">Stormlens</span>
        </h2>
        <span className="sl-phrase">{t('serp.phrase', { phrase })}</span>
        {floating && (
          <button
            type="button"
            className="sl-btn sl-ghost"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('serp.hide') : t('serp.show')}
          </button>
        )}
      </header>
      <div id={`${id}-body`} className="sl-body" hidden={!open}>
        {none && lookup.index === 'building' && <p className="sl-muted">{t('serp.notKnown')}</p>}
        {untracked && <p>{t('serp.notTracked')}</p>}
        {lookup.campaigns.map((c) => (
          <CampaignCard
            key={`${c.campaignId}:${c.keywordId}`}
            campaign={c}
            phrase={phrase}
            onRefreshed={onCampaign}
          />
        ))}
        {untracked && !adding && (
          <div className="sl-actions">
            <button type="button" className="sl-btn sl-primary" onClick={() => setAdding(true)}>
              {t('serp.add.open')}
            </button>
            <button type="button" className="sl-btn" onClick={onResearch}>
              {t('serp.research')}
            </button>
          </div>
        )}
        {adding && (
          <AddPhrase phrase={phrase} onAdded={onCampaign} onClose={() => setAdding(false)} />
        )}
      </div>
    </section>
  );
}
