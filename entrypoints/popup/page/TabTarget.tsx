import type { ReactNode } from 'react';
import { useT } from '@/components/I18n';

/** Which scheme a non-auditable address has, for a plain explanation ("chrome:", "file:"). */
export function schemeOf(url: string | null): string | null {
  if (!url) return null;
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return m ? `${m[1].toLowerCase()}:` : null;
}

interface Props {
  url: string | null;
  auditable: boolean;
  /** More about the page, once known (whether the service can load it: ./Reach.tsx). */
  children?: ReactNode;
}

/** The page the popup acts on, and — when it cannot be audited — why, in plain words. */
export function TabTarget({ url, auditable, children }: Props) {
  const { t } = useT();
  let host = '';
  let rest = url ?? '';
  if (auditable && url) {
    const u = new URL(url);
    host = u.host;
    rest = `${u.pathname}${u.search}`;
  }
  return (
    <div className="stack target">
      <p className="target-url" title={url ?? undefined}>
        {auditable ? (
          <>
            <strong>{host}</strong>
            <span className="muted">{rest}</span>
          </>
        ) : (
          <span className="muted">{url || t('popup.target.noUrl')}</span>
        )}
      </p>
      {!auditable && (
        <div className="banner banner-info" role="status" data-testid="unauditable">
          <p>
            <strong>{t('popup.target.cannotTitle')}</strong>{' '}
            {schemeOf(url)
              ? t('popup.target.cannotScheme', { scheme: schemeOf(url) ?? '' })
              : t('popup.target.cannotGeneric')}
          </p>
        </div>
      )}
      {children}
    </div>
  );
}
