import { useEffect, useState } from 'react';
import { useLoad } from '@/components/useLoad';
import { send } from '@/lib/messaging/client';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { panelRequest, type PanelRequest } from '@/lib/storage/watch';
import { REQUEST_MAX_AGE_MS } from '../views/changes/useChangesRequested';

type KeywordRequest = Extract<PanelRequest, { view: 'keyword' }>;

/** `sidepanel.html?view=keyword&campaign=…&keyword=…`: the request of a panel opened in a tab. */
function fromQuery(): KeywordRequest | null {
  const q = new URLSearchParams(location.search);
  const campaignId = Number(q.get('campaign'));
  const keywordId = Number(q.get('keyword'));
  if (q.get('view') !== 'keyword' || !campaignId || !keywordId) return null;
  return { view: 'keyword', campaignId, keywordId, at: Date.now() };
}

/**
 * "Open in side panel" on a results page (entrypoints/background/serp/open.ts): the panel shows
 * that campaign whatever the tab (as the campaign browser opens one), on the Positions tab, with
 * the keyword's story open once its report is there. Consumes the request.
 */
export function useKeywordRequested(shownCampaignId: number | null): void {
  const [wanted, setWanted] = useState<KeywordRequest | null>(null);
  const { openCampaign, setTab, openStory } = useSidepanelStore.getState();

  useEffect(() => {
    const take = (request: PanelRequest | null) => {
      if (request?.view !== 'keyword') return;
      void panelRequest.setValue(null);
      if (Date.now() - request.at < REQUEST_MAX_AGE_MS) setWanted(request);
    };
    take(fromQuery());
    void panelRequest.getValue().then(take);
    return panelRequest.watch(take);
  }, []);

  // The campaign's summary (the campaigns list, cached briefly) opens it as the browser does.
  const listed = useLoad(
    wanted ? `${wanted.campaignId}:${wanted.at}` : null,
    () => send('monitoring.campaigns.list', {}),
    'side panel: opening a keyword from a results page',
  );
  useEffect(() => {
    if (wanted) setTab('positions');
  }, [wanted, setTab]);
  useEffect(() => {
    const campaign = listed.data?.find((c) => c.id === wanted?.campaignId);
    if (campaign) openCampaign(campaign);
  }, [listed.data, wanted, openCampaign]);

  // After the campaign change reset the old story (usePanelData runs its effects first).
  useEffect(() => {
    if (!wanted || shownCampaignId !== wanted.campaignId) return;
    openStory(wanted.keywordId);
    setWanted(null);
  }, [wanted, shownCampaignId, openStory]);
}
