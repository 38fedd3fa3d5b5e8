import { hostScope, type HostScope } from './host-scope';
import { isAuditableUrl, isLoopbackUrl } from './url';

/** A page the service cannot load: its host, and where that host is. */
export interface Unreachable {
  host: string;
  scope: Exclude<HostScope, 'public'>;
}

/**
 * Why the configured service cannot audit a page, or null when it can (or the page is no web
 * page at all: `isAuditableUrl` says that). SEMSTORM loads the page from its own servers, so a
 * page on this computer or a private network costs tokens for an error page. A service on this
 * computer (the emulator, `npm start`) loads pages from here and reaches them all. The one rule
 * the popup, the shortcut, the context menu and the launch itself apply.
 */
export function unreachablePage(
  pageUrl: string | null | undefined,
  serviceBaseUrl: string,
): Unreachable | null {
  if (!pageUrl || !isAuditableUrl(pageUrl) || isLoopbackUrl(serviceBaseUrl)) return null;
  const { hostname } = new URL(pageUrl.trim());
  const scope = hostScope(hostname);
  return scope === 'public' ? null : { host: hostname, scope };
}
