import { REAL_SERVICE_URL } from '@/lib/storage/connection';

export type BaseUrlCheck =
  | {
      ok: true;
      url: string;
      /** Host permission pattern (ports are not part of it). */ origin: string;
    }
  | { ok: false; code: 'invalid' | 'insecure' };

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * A base URL the extension may use: HTTPS anywhere, plain HTTP only on loopback (the emulator).
 * A missing trailing slash is added, because paths are joined onto it (`audits/audit/list.json`).
 */
export function checkBaseUrl(text: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, code: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, code: 'invalid' };
  if (url.protocol === 'http:' && !LOOPBACK.test(url.hostname))
    return { ok: false, code: 'insecure' };
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return { ok: true, url: url.href, origin: `${url.protocol}//${url.hostname}/*` };
}

export const isRealService = (url: string) => url === REAL_SERVICE_URL;
