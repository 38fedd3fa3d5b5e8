import { useEffect, useState } from 'react';
import { useT } from '@/components/I18n';
import { oneOf } from '@/lib/domain/list-order';
import { optionsSections, useOptionsStore, type OptionsSection } from '@/lib/stores/options';
import { ConnectionSection } from './connection/ConnectionSection';
import { PreferencesSection } from './preferences/PreferencesSection';
import { SearchResultsSection } from './search/SearchResultsSection';
import { ProfilesSection } from './profiles/ProfilesSection';
import { SpendingSection } from './spending/SpendingSection';
import { TransferSection } from './transfer/TransferSection';
import { DiagnosticsSection } from './diagnostics/DiagnosticsSection';
import { SideNav } from './SideNav';
import './options.css';
// Each section's styles beside it; later sheets refine the shared ones, so the order matters.
import './connection/connection.css';
import './profiles/profiles.css';
import './preferences/preferences.css';
import './transfer/transfer.css';
import './dialog.css';

const views: Record<OptionsSection, () => React.JSX.Element> = {
  connection: ConnectionSection,
  profiles: ProfilesSection,
  preferences: PreferencesSection,
  search: SearchResultsSection,
  spending: SpendingSection,
  transfer: TransferSection,
  diagnostics: DiagnosticsSection,
};

function sectionFromHash(): OptionsSection | null {
  const name = location.hash.replace(/^#/, '');
  return oneOf(optionsSections, name);
}

/**
 * The options page: a side navigation and one section at a time. A section mounts the first time
 * it is shown and then stays mounted (hidden when inactive), so switching never loses what was
 * typed. Until then it reads nothing: a hidden section's reads (the profiles' descriptor and list,
 * the engines table behind the search domains) would take the service's one request a second
 * ahead of the side panel the user opens next. The hash keeps the section across reloads and lets
 * other pages link to `options.html#profiles`.
 */
export function App() {
  const { t } = useT();
  const section = useOptionsStore((s) => s.section);
  const setSection = useOptionsStore((s) => s.setSection);
  const [opened, setOpened] = useState<ReadonlySet<OptionsSection>>(() => new Set([section]));
  // Noted during the render that shows a section, so it mounts in that same commit (the focus
  // moved to its heading below finds it).
  if (!opened.has(section)) setOpened(new Set([...opened, section]));

  useEffect(() => {
    const sync = (moveFocus: boolean) => {
      const fromHash = sectionFromHash();
      if (!fromHash) return;
      setSection(fromHash);
      // Keyboard and screen-reader users land on the section they opened, not back at the nav.
      if (moveFocus)
        requestAnimationFrame(() => document.getElementById(`heading-${fromHash}`)?.focus());
    };
    sync(false);
    const onHash = () => sync(true);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [setSection]);

  useEffect(() => {
    document.title = `${t(`options.nav.${section}`)} · ${t('options.pageTitle')}`;
  }, [section, t]);

  return (
    <div className="options-layout">
      <header className="options-header">
        <span className="options-logo" aria-hidden="true">
          ◎
        </span>
        <span className="options-brand">{t('common.appName')}</span>
        <span className="muted">{t('options.pageTitle')}</span>
      </header>
      <SideNav />
      <main className="options-main">
        {optionsSections.map((name) => {
          const View = views[name];
          return (
            <section
              key={name}
              id={`section-${name}`}
              aria-labelledby={`heading-${name}`}
              hidden={section !== name}
              className="options-section"
            >
              {opened.has(name) && <View />}
            </section>
          );
        })}
      </main>
    </div>
  );
}
