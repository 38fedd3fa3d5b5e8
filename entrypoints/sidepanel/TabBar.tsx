import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useT } from '@/components/I18n';
import { useSidepanelStore, type PanelTab } from '@/lib/stores/sidepanel';

const tabs: PanelTab[] = [
  'positions',
  'overview',
  'manage',
  'sharing',
  'campaigns',
  'research',
  'changes',
];
export const tabPanelId = 'sp-tabpanel';
export const tabId = (tab: PanelTab) => `sp-tab-${tab}`;

/** The ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs. */
export function TabBar() {
  const { t } = useT();
  const current = useSidepanelStore((s) => s.tab);
  const setTab = useSidepanelStore((s) => s.setTab);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // A narrow panel scrolls the tabs: the chosen one (a notification may choose it) stays in view.
  useEffect(() => {
    refs.current[current]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.indexOf(current);
    const to =
      e.key === 'ArrowRight'
        ? (i + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    setTab(tabs[to]);
    refs.current[tabs[to]]?.focus();
  };

  return (
    <div
      className="sp-tabs"
      role="tablist"
      aria-label={t('sidepanel.tabs.label')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === current}
          aria-controls={tabPanelId}
          tabIndex={tab === current ? 0 : -1}
          className="sp-tab"
          onClick={() => setTab(tab)}
        >
          {t(`sidepanel.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
