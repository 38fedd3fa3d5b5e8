import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { connectionState } from '@/lib/storage/connection';
import { optionsSections, useOptionsStore } from '@/lib/stores/options';

const icons = {
  connection: '⇄',
  profiles: '☰',
  preferences: '⚙',
  search: '⌕',
  spending: '¤',
  transfer: '⇅',
  diagnostics: '⚕',
} as const;

/** Section links. Real links to `#section`, so they work with the keyboard and middle-click alike. */
export function SideNav() {
  const { t } = useT();
  const section = useOptionsStore((s) => s.section);
  const conn = useStorageItem(connectionState);
  return (
    <nav className="options-nav" aria-label={t('options.nav.label')}>
      <ul>
        {optionsSections.map((name) => (
          <li key={name}>
            <a href={`#${name}`} aria-current={section === name ? 'page' : undefined}>
              <span aria-hidden="true" className="nav-icon">
                {icons[name]}
              </span>
              {t(`options.nav.${name}`)}
              {name === 'connection' && conn && (
                <span
                  className={`nav-dot state-${conn.state}`}
                  title={t(`options.state.${conn.state}`)}
                >
                  <span className="visually-hidden">{t(`options.state.${conn.state}`)}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
