import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Translator } from '@/lib/i18n';
import { badgesFor } from '@/lib/domain/serp/annotate';
import type { SerpResult } from '@/lib/domain/serp/results';
import type { SerpCampaign, SerpLookup } from '@/lib/messaging/protocol/serp';
import { Badge } from './Badge';
import { TranslatorContext } from './i18n';
import { Strip } from './Strip';

interface Props {
  translator: Translator;
  phrase: string;
  results: SerpResult[];
  initial: SerpLookup;
  floating: boolean;
  /** The shadow container beside a result's block, made on first use (./mount.tsx). */
  badgeRoot: (block: Element) => HTMLElement;
  onResearch: () => void;
}

/** The strip and, through portals into their own shadow roots, the badges beside the results. */
export function App({
  translator,
  phrase,
  results,
  initial,
  floating,
  badgeRoot,
  onResearch,
}: Props) {
  const [lookup, setLookup] = useState(initial);
  const badges = useMemo(() => badgesFor(results, lookup.campaigns), [results, lookup]);
  // A refreshed or newly added campaign entry replaces the one it updates, or joins the list.
  const onCampaign = (entry: SerpCampaign) =>
    setLookup((l) => {
      const same = (c: SerpCampaign) =>
        c.campaignId === entry.campaignId && c.keywordId === entry.keywordId;
      const campaigns = l.campaigns.some(same)
        ? l.campaigns.map((c) => (same(c) ? entry : c))
        : [...l.campaigns, entry];
      return { ...l, campaigns };
    });
  return (
    <TranslatorContext.Provider value={translator}>
      <Strip
        phrase={phrase}
        lookup={lookup}
        floating={floating}
        onCampaign={onCampaign}
        onResearch={onResearch}
      />
      {badges.map((b) =>
        createPortal(<Badge badge={b} />, badgeRoot(b.result.block), `badge-${b.result.position}`),
      )}
    </TranslatorContext.Provider>
  );
}
