import { useEffect, useId, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { ServiceError } from '@/lib/api/errors';
import { DEFAULT_SEARCH_HOSTS } from '@/lib/domain/search-hosts';
import { indexState } from '@/lib/storage/serp-index';
import { serpSettings, type SerpSettings } from '@/lib/storage/serp-settings';
import { removeSearchAccess, requestSearchAccess } from './access';
import { IndexStatus } from './IndexStatus';
import { useSuggestedHosts } from './useSearchHosts';

/** The section as shown, given the stored settings (split out so tests render it statically). */
export interface SearchResultsViewProps {
  settings: SerpSettings;
  /** Hosts offered (defaults and the engines table's), picked or not. */
  offered: string[];
  /** The hosts ticked: the stored ones while on, the draft while off. */
  picked: string[];
  busy: boolean;
  denied: boolean;
  error: ServiceError | null;
  index: React.ReactNode;
  onToggleHost: (host: string) => void;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

export function SearchResultsView(p: SearchResultsViewProps) {
  const { t } = useT();
  const id = useId();
  const on = p.settings.enabled;
  const noneId = `${id}-none`;
  return (
    <>
      <div className="section-head">
        <h1 id="heading-search" tabIndex={-1}>
          {t('options.search.title')}
        </h1>
        <p className="muted">{t('options.search.intro')}</p>
      </div>
      <div className="card stack">
        <h2>{t('options.search.state')}</h2>
        <p role="status" data-testid="serp-state">
          {on
            ? t('options.search.on', { hosts: p.settings.hosts.join(', ') })
            : t('options.search.off')}
        </p>
        <fieldset className="plain">
          <legend>{t('options.search.hosts')}</legend>
          <p className="field-help">
            {t(on ? 'options.search.hostsHelpOn' : 'options.search.hostsHelp')}
          </p>
          <div className="row wrap">
            {p.offered.map((host) => (
              <label key={host} className="chip-toggle">
                <input
                  type="checkbox"
                  checked={p.picked.includes(host)}
                  disabled={p.busy}
                  onChange={() => p.onToggleHost(host)}
                />
                {host}
              </label>
            ))}
          </div>
        </fieldset>
        {p.denied && (
          <p className="field-error" role="alert">
            {t('options.search.denied')}
          </p>
        )}
        <ErrorBanner error={p.error} />
        <div className="row">
          {on ? (
            <button type="button" className="btn" disabled={p.busy} onClick={p.onTurnOff}>
              {t('options.search.turnOff')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={p.busy || p.picked.length === 0}
              aria-describedby={p.picked.length === 0 ? noneId : undefined}
              onClick={p.onTurnOn}
            >
              {t('options.search.turnOn', { count: p.picked.length })}
            </button>
          )}
        </div>
        {!on && p.picked.length === 0 && (
          <p id={noneId} className="field-help">
            {t('options.search.pickOne')}
          </p>
        )}
        <p className="field-help">{t('options.search.privacy')}</p>
      </div>
      {on && <div className="card">{p.index}</div>}
    </>
  );
}

const toggled = (list: readonly string[], host: string) =>
  list.includes(host) ? list.filter((h) => h !== host) : [...list, host];

/**
 * Options → Search results. Off by default. Turning on asks the browser for the picked hosts
 * first (straight from the click: the prompt needs its gesture) and stores the choice only once
 * granted; the background then registers the results-page script for them. Turning off stores it
 * first (the script is unregistered at once), then gives the hosts back.
 */
export function SearchResultsSection() {
  const { t } = useT();
  const settings = useStorageItem(serpSettings);
  const state = useStorageItem(indexState);
  const suggested = useSuggestedHosts();
  const [draft, setDraft] = useState<string[] | null>(null);
  // While on, a ticked or unticked host shows so at once, until storage says what was stored.
  const [shown, setShown] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(false);
  const [error, setError] = useState<ServiceError | null>(null);
  // What storage now holds replaces what was shown ahead of it.
  useEffect(() => setShown(null), [settings]);
  if (!settings) return <div className="card muted">{t('common.loading')}</div>;

  const stored = settings.hosts.length ? settings.hosts : [...DEFAULT_SEARCH_HOSTS];
  const picked = settings.enabled ? (shown ?? settings.hosts) : (draft ?? stored);
  const offered = [...new Set([...suggested, ...settings.hosts])];

  const act = (work: () => Promise<void>) => {
    setBusy(true);
    setDenied(false);
    setError(null);
    work()
      .catch((e: unknown) => {
        setShown(null);
        setError(ServiceError.from(e));
      })
      .finally(() => setBusy(false));
  };
  // Asked before any other await, while the click's gesture lasts.
  const grant = (hosts: string[], then: () => Promise<void>) => {
    const asking = requestSearchAccess(hosts);
    act(async () => {
      if (await asking) await then();
      else {
        setShown(null);
        setDenied(true);
      }
    });
  };

  const turnOn = () =>
    grant(picked, async () => {
      await serpSettings.setValue({ enabled: true, hosts: picked });
      setDraft(null);
    });
  const turnOff = () =>
    act(async () => {
      await serpSettings.setValue({ enabled: false, hosts: settings.hosts });
      await removeSearchAccess(settings.hosts);
    });
  const toggleHost = (host: string) => {
    if (!settings.enabled) return setDraft(toggled(picked, host));
    setShown(toggled(picked, host));
    if (!settings.hosts.includes(host)) {
      return grant([host], () =>
        serpSettings.setValue({ enabled: true, hosts: [...settings.hosts, host] }),
      );
    }
    const rest = settings.hosts.filter((h) => h !== host);
    act(async () => {
      await serpSettings.setValue({ enabled: rest.length > 0, hosts: rest });
      await removeSearchAccess([host]);
    });
  };

  return (
    <SearchResultsView
      settings={settings}
      offered={offered}
      picked={picked}
      busy={busy}
      denied={denied}
      error={error}
      index={state ? <IndexStatus state={state} /> : null}
      onToggleHost={toggleHost}
      onTurnOn={turnOn}
      onTurnOff={turnOff}
    />
  );
}
