import { useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { defaultRange } from '@/lib/domain/dates';
import { entityStatuses, type EntityStatus } from '@/lib/domain/entity-status';
import { oneOf } from '@/lib/domain/list-order';
import { send } from '@/lib/messaging/client';
import type { Input } from '@/lib/messaging/protocol';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { usePanel } from '../../context';
import { useLoad } from '@/components/useLoad';
import { useTables } from '../../hooks/useTables';
import { PartialBanner } from '../PartialBanner';
import { CreateCampaignForm } from '../manage/CreateCampaignForm';
import { CampaignCard } from './CampaignCard';
import { BrowserPager } from './BrowserPager';
import { useBrowseFigures, withFigures } from './useBrowseFigures';

/** The service's list filters are sent as typed, after a short pause (one request a second). */
const TYPING_PAUSE_MS = 400;

/**
 * Every campaign of the account, own and shared, with its overview over the panel's range: the
 * service's list filters (title, status, engine, bookmark) pick them. Opening one shows its
 * positions whatever the tab; the tab's own campaign is marked and stays the default. A new
 * campaign (an `ads` one beside a site's `seo` one, say) is created here from any tab.
 */
/** The bookmark filter's choices as the select holds them: any, bookmarked, not bookmarked. */
const bookmarkChoices = ['', '1', '0'] as const;

export function CampaignBrowser() {
  const { t } = useT();
  const { range, campaigns: forSite, host, refreshCampaigns } = usePanel();
  const openCampaign = useSidepanelStore((s) => s.openCampaign);
  const setTab = useSidepanelStore((s) => s.setTab);
  const tables = useTables();
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<EntityStatus | ''>('');
  const [engine, setEngine] = useState<number | ''>('');
  const [bookmark, setBookmark] = useState<(typeof bookmarkChoices)[number]>('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setTitle(typed.trim());
      // Other filters, another list: its first page (set with the filter, so one call is sent).
      setPage(0);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const span = range ?? { ...defaultRange(30), gap: 'daily' as const };
  const input: Input<'monitoring.campaigns.browse'> = {
    datemin: span.datemin,
    datemax: span.datemax,
    gap: span.gap,
    ...(title ? { title } : {}),
    ...(status ? { status: [status] } : {}),
    ...(engine ? { engine } : {}),
    ...(bookmark ? { bookmark: bookmark === '1' ? 1 : 0 } : {}),
    page,
  };
  const browse = useLoad(
    JSON.stringify(input),
    () => send('monitoring.campaigns.browse', input),
    'side panel: browsing campaigns',
  );
  const siteIds = new Set((forSite ?? []).map((c) => c.id));
  const figures = useBrowseFigures(span, browse.data?.campaigns);
  const list = withFigures(browse.data?.campaigns ?? [], figures.data);

  return (
    <div className="stack" data-testid="campaign-browser">
      <h2>{t('sidepanel.browser.title')}</h2>
      <details className="sp-browser-new">
        <summary>{t('sidepanel.browser.new')}</summary>
        <CreateCampaignForm
          domain={host ?? ''}
          heading={t('sidepanel.browser.newHeading')}
          idPrefix="sp-browser-new"
          onCreated={(created) => {
            // The new campaign opens in Manage, where its first groups and keywords are added.
            refreshCampaigns();
            openCampaign(created);
            setTab('manage');
          }}
        />
      </details>
      <div className="sp-browser-filters" role="group" aria-label={t('sidepanel.browser.filters')}>
        <label className="field">
          {t('sidepanel.browser.titleFilter')}
          <input
            type="search"
            value={typed}
            maxLength={255}
            placeholder={t('sidepanel.browser.titlePlaceholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <label className="field">
          {t('sidepanel.browser.status')}
          <select
            value={status}
            onChange={(e) => {
              setStatus(oneOf(entityStatuses, e.target.value) ?? '');
              setPage(0);
            }}
          >
            <option value="">{t('sidepanel.browser.anyStatus')}</option>
            {entityStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`common.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('sidepanel.browser.engine')}
          <select
            value={engine}
            onChange={(e) => {
              setEngine(e.target.value ? Number(e.target.value) : '');
              setPage(0);
            }}
          >
            <option value="">{t('sidepanel.browser.anyEngine')}</option>
            {(tables.data?.engines ?? []).map((en) => (
              <option key={en.id} value={en.id}>
                {en.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('sidepanel.browser.bookmark')}
          <select
            value={bookmark}
            onChange={(e) => {
              setBookmark(oneOf(bookmarkChoices, e.target.value) ?? '');
              setPage(0);
            }}
          >
            <option value="">{t('sidepanel.browser.anyBookmark')}</option>
            <option value="1">{t('sidepanel.browser.bookmarked')}</option>
            <option value="0">{t('sidepanel.browser.notBookmarked')}</option>
          </select>
        </label>
      </div>
      <ErrorBanner error={browse.error} onRetry={browse.reload} />
      <ErrorBanner error={figures.error} onRetry={figures.reload} />
      {figures.data?.partial && (
        <PartialBanner loading={figures.loading} onRetry={figures.reload} />
      )}
      <p className="muted" role="status">
        {browse.loading && !browse.data
          ? t('common.loading')
          : t('sidepanel.browser.count', { count: browse.data?.count ?? 0 })}
      </p>
      {figures.loading && list.length > 0 && (
        <p className="muted small">{t('sidepanel.browser.figuresLoading')}</p>
      )}
      <ul className="sp-browser-list" aria-label={t('sidepanel.browser.title')}>
        {list.map((c) => (
          <li key={c.id}>
            <CampaignCard
              campaign={c}
              forThisSite={siteIds.has(c.id)}
              figuresPending={figures.loading && !c.overview}
              onOpen={() => {
                openCampaign(siteIds.has(c.id) ? null : c);
                setTab('positions');
              }}
            />
          </li>
        ))}
      </ul>
      {browse.data && (
        <BrowserPager
          page={browse.data.page}
          pages={Math.ceil(browse.data.count / browse.data.pageSize)}
          onPage={setPage}
        />
      )}
    </div>
  );
}
