import type { ReactNode } from 'react';
import { useT } from '@/components/I18n';
import { unreachablePage, type Unreachable } from '@/lib/domain/reach';

/*
 * Whether the service can load the tab's page (lib/domain/reach.ts) is decided after the first
 * frame, with the launch form it blocks: a page on this computer or a private network is a rare
 * tab, and its explanation (lib/i18n/locales/en/popup.later.json) stays out of the popup's first
 * download, as the launch form's code and strings do.
 */

const SCOPE_TEXT = {
  loopback: 'popup.target.unreachableLoopback',
  private: 'popup.target.unreachablePrivate',
  'local-name': 'popup.target.unreachableName',
} as const;

interface Props {
  url: string | null;
  /** The configured service's address: a service on this computer reaches every page. */
  baseUrl: string;
}

/** The parts that depend on it, given the page the service cannot load (or null). */
export function Reach({
  url,
  baseUrl,
  children,
}: Props & {
  children: (unreachable: Unreachable | null) => ReactNode;
}) {
  return children(unreachablePage(url, baseUrl));
}

/** Why the service cannot audit the tab's page, in plain words; nothing when it can. */
export function UnreachableNote({ url, baseUrl }: Props) {
  const { t } = useT();
  const unreachable = unreachablePage(url, baseUrl);
  if (!unreachable) return null;
  return (
    <div className="banner banner-info" role="status" data-testid="unreachable">
      <p>
        <strong>{t('popup.target.unreachableTitle')}</strong>{' '}
        {t(SCOPE_TEXT[unreachable.scope], { host: unreachable.host })}{' '}
        {t('popup.target.unreachableWhy')}
      </p>
    </div>
  );
}
