import type { Locator } from '@playwright/test';
import type { Emulator } from '../fixtures';
import { requestLog } from '../received';

/*
 * What the forms journeys assert: the reason a field (or a disabled button) points at, and that
 * nothing was written to the service while the user typed and pressed submit.
 */

/** The text of what `element` points at with aria-describedby (every id, joined). */
export async function describedBy(element: Locator): Promise<string> {
  return element.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`)
      .join(' | '),
  );
}

/** How many requests the emulator has received so far: the mark `writesSince` counts from. */
export async function requestCount(emulator: Pick<Emulator, 'url'>): Promise<number> {
  return (await requestLog(emulator)).length;
}

/**
 * Reads the service takes by POST (../shared/spec/endpoints.md): lists, the settings descriptor and
 * every `get-…` call. A page refreshing what it shows is not a form sending.
 */
const POSTED_READ = /\/(list|settings|get-[\w-]+)(\.json)?$/;

/** The writes the emulator received after `mark`: none when a form refused its input. */
export async function writesSince(
  emulator: Pick<Emulator, 'url'>,
  mark: number,
): Promise<string[]> {
  return (await requestLog(emulator))
    .slice(mark)
    .filter((r) => r.method !== 'GET' && !POSTED_READ.test(r.path.split('?')[0]))
    .map((r) => `${r.method} ${r.path}`);
}
