import { lazy, Suspense, useCallback } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { PanelContext } from './context';
import { Header } from './Header';
import { usePanelData } from './hooks/usePanelData';
import { NoCampaign } from './views/NoCampaign';
import { PositionsView } from './views/positions/PositionsView';
import { NotAWebPage } from './views/NotAWebPage';
import { TabBar, tabPanelId, tabId } from './TabBar';
import { useResearchRequested } from './views/research/usePendingResearch';
import { useChangesRequested } from './views/changes/useChangesRequested';
import { useKeywordRequested } from './hooks/useKeywordRequested';
import './sidepanel.css';
// Each view's styles beside it, after the page's own: at equal specificity the later sheet wins, so
// a view's rules refine the page's and never the other way round.
import './views/positions/positions.css';
import './views/positions/compare.css';
import './views/overview/overview.css';
import './views/manage/manage.css';
import './views/sharing/sharing.css';
import './views/campaigns/campaigns.css';

/*
 * The positions view is what opens: in the first chunk, so a stored table paints in the first
 * frame (a lazy view suspends once, and React holds a revealed fallback back ~300 ms). The rest
 * (and uPlot) load on first use.
 */
const OverviewView = lazy(() =>
  import('./views/overview/OverviewView').then((m) => ({ default: m.OverviewView })),
);
const ManageView = lazy(() =>
  import('./views/manage/ManageView').then((m) => ({ default: m.ManageView })),
);
const SharingView = lazy(() =>
  import('./views/sharing/SharingView').then((m) => ({ default: m.SharingView })),
);
const CampaignBrowser = lazy(() =>
  import('./views/campaigns/CampaignBrowser').then((m) => ({ default: m.CampaignBrowser })),
);
const ChangesView = lazy(() =>
  import('./views/changes/ChangesView').then((m) => ({ default: m.ChangesView })),
);
const ResearchView = lazy(() =>
  import('./views/research/ResearchView').then((m) => ({ default: m.ResearchView })),
);

/**
 * The side panel: follows the active tab, finds the monitoring campaigns of its domain, and shows
 * their positions, overview, management, sharing — and keyword research — in tabs.
 */
export function App() {
  const { t } = useT();
  const data = usePanelData();
  const tab = useSidepanelStore((s) => s.tab);
  const setTab = useSidepanelStore((s) => s.setTab);
  // "Research '…'" from the context menu opens the panel on the Research tab.
  useResearchRequested(useCallback(() => setTab('research'), [setTab]));
  // A click on a changes notification opens the panel on the Changes tab.
  useChangesRequested(useCallback(() => setTab('changes'), [setTab]));
  // "Open in side panel" on a results page opens that keyword's story.
  useKeywordRequested(data.campaign?.id ?? null);

  const needsCampaign = tab !== 'research' && tab !== 'changes' && tab !== 'campaigns';
  let body;
  if (!data.ready)
    body = (
      <p className="muted sp-pad" role="status">
        {t('common.loading')}
      </p>
    );
  else if (needsCampaign && !data.host && !data.browsing) body = <NotAWebPage />;
  else if (needsCampaign && !data.browsing && data.campaignsError && !data.campaigns)
    body = <ErrorBanner error={data.campaignsError} onRetry={data.refreshCampaigns} />;
  else if (needsCampaign && !data.campaign) body = <NoCampaign />;
  else if (tab === 'positions') body = <PositionsView />;
  else if (tab === 'overview') body = <OverviewView />;
  else if (tab === 'manage') body = <ManageView />;
  else if (tab === 'sharing') body = <SharingView />;
  else if (tab === 'changes') body = <ChangesView />;
  else if (tab === 'campaigns') body = <CampaignBrowser />;
  else body = <ResearchView />;

  return (
    <PanelContext.Provider value={data}>
      <div className="sp">
        <Header />
        <TabBar />
        <main className="sp-main" role="tabpanel" id={tabPanelId} aria-labelledby={tabId(tab)}>
          <Suspense
            fallback={
              <p className="muted" role="status">
                {t('common.loading')}
              </p>
            }
          >
            {/* A failed refresh over stored campaigns: the stored ones stay, the failure shows. */}
            {data.ready && data.campaignsError && data.campaigns && (
              <ErrorBanner error={data.campaignsError} onRetry={data.refreshCampaigns} />
            )}
            {body}
          </Suspense>
        </main>
      </div>
    </PanelContext.Provider>
  );
}
