import { useT } from '@/components/I18n';
import type { Unreachable } from '@/lib/domain/reach';

const SCOPE_TEXT = {
  loopback: 'popup.target.unreachableLoopback',
  private: 'popup.target.unreachablePrivate',
  'local-name': 'popup.target.unreachableName',
} as const;

/** Which scheme a non-auditable address has, for a plain explanation ("chrome:", "file:"). */
export function schemeOf(url: string | null): string | null {
  if (!url) return null;
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return m ? `${m[1].toLowerCase()}:` : null;
}

interface Props {
  url: string | null;
  auditable: boolean;
  /** A web page the service cannot load (lib/domain/reach.ts), or null. */
  unreachable: Unreachable | null;
}

/** The page the popup acts on, and — when it cannot be audited — why, in plain words. */
export function TabTarget({ url, auditable, unreachable }: Props) {
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
      {unreachable && (
        <div className="banner banner-info" role="status" data-testid="unreachable">
          <p>
            <strong>{t('popup.target.unreachableTitle')}</strong>{' '}
            {t(SCOPE_TEXT[unreachable.scope], { host: unreachable.host })}{' '}
            {t('popup.target.unreachableWhy')}
          </p>
        </div>
      )}
    </div>
  );
}
