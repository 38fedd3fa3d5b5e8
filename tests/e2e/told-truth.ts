import type { Locator } from '@playwright/test';
import { expect, type Emulator, type Fixtures } from './fixtures';
import { PopupPage } from './pages/popup';
import { serviceCall } from './service';
import { requestLog } from './received';

/*
 * What the popup says the service made for one launch, refresh or clone, held against what the
 * service holds: its request log (how many times a POST arrived) and its audit list, read as any
 * other client of the account would. Shared by the exactly-once journeys.
 */

export const PAGE_URL = 'https://www.example.com/';
/** The title convention Stormlens sends, before the click's mark. */
export const TITLE = `Stormlens — ${PAGE_URL}`;
export const SCORE_TIMEOUT = 45_000;
/** A held answer outlasts the client's 20 s timeout; finding the run after it takes a little more. */
export const ANSWER_TIMEOUT = 60_000;
/** How long act-then-hold keeps the answer: past the client's timeout. */
export const HOLD_MS = 25_000;

export const CREATE = /\/audits\/audit\.json$/;
export const REFRESH = /\/audits\/audit\/refresh\.json$/;
export const CLONE = /\/audits\/audit\/clone\.json$/;

type Listed = { id: string; parent_id: string; title: string }[];

/** Connected to the emulator, with the popup open on PAGE_URL and ready to launch. */
export async function connectedPopup({
  connect,
  extensionPage,
}: Pick<Fixtures, 'connect' | 'extensionPage'>): Promise<PopupPage> {
  await connect();
  const popup = await PopupPage.open(extensionPage, PAGE_URL);
  await popup.ready();
  return popup;
}

/**
 * How many times the service received `POST <path>` (a replayed arrival is its own entry). An entry
 * is logged once its answer is done: a held one appears when the hold ends, so wait for it first.
 */
export async function postsTo(emulator: Emulator, path: RegExp): Promise<number> {
  const count = async () =>
    (await requestLog(emulator)).filter((r) => r.method === 'POST' && path.test(r.path)).length;
  await expect.poll(count, { timeout: HOLD_MS + 10_000 }).toBeGreaterThan(0);
  return count();
}

/** A title Stormlens sent for one click: `title`, a space, and six base-36 characters in brackets. */
export const markedAs = (candidate: string, title: string) =>
  candidate.startsWith(`${title} `) && /^\[[\da-z]{6}\]$/.test(candidate.slice(title.length + 1));

/**
 * Parent ids the service holds under `title` with a click's mark after it, read as another client
 * of the account would (the list's title filter is "part of").
 */
export async function parentsMarked(emulator: Emulator, title: string): Promise<number[]> {
  const listed = await serviceCall<Listed>(emulator, 'POST', 'audits/audit/list.json', {
    filters: { title },
    pager: { items_per_page: 50 },
  });
  return listed
    .filter((a) => a.parent_id === '0' && markedAs(a.title, title))
    .map((a) => Number(a.id));
}

/** The popup's notice that the service acted more than once on one click of `what`. */
export function noticeOf(popup: PopupPage, what: 'launch' | 'refresh' | 'clone') {
  return popup.page.locator(`[data-testid="received-twice"][data-action="${what}"]`);
}

/** The popup's notice that Stormlens cannot tell whether the service received `what` once. */
export function cannotTellOf(popup: PopupPage, what: 'launch' | 'refresh' | 'clone') {
  return popup.page.locator(`[data-testid="cannot-tell"][data-action="${what}"]`);
}

/** What the answers may never say when the background did not stop. */
export async function noStoppedBackground(popup: PopupPage): Promise<void> {
  await expect(popup.page.getByText(/background stopped/)).toHaveCount(0);
}

/** The parent ids the notice offers to delete: all but the one Stormlens follows. */
async function extrasNamed(notice: Locator, parents: number[]): Promise<number[]> {
  const offered: number[] = [];
  for (const id of parents) {
    const button = notice.getByRole('button', { name: `Delete the extra run ${id}` });
    if ((await button.count()) === 1) offered.push(id);
  }
  expect(offered).toHaveLength(parents.length - 1);
  return offered;
}

/**
 * The service acted `times` times on one click: once, and the page says nothing of a second; or
 * more, and the page says so, names each extra run, and deletes it on the service from there.
 */
export async function toldTruth(
  popup: PopupPage,
  emulator: Emulator,
  made: { what: 'launch' | 'clone'; times: number; title: string; before: number[] },
): Promise<void> {
  const { what, times, title, before } = made;
  const notice = noticeOf(popup, what);
  const parents = (await parentsMarked(emulator, title)).filter((id) => !before.includes(id));
  if (times === 1) {
    await expect(notice).toHaveCount(0);
    expect(parents).toHaveLength(1);
    return;
  }
  const word = times === 2 ? 'twice' : `${times} times`;
  await expect(notice).toContainText(`SEMSTORM received this ${what} ${word}`);
  expect(parents).toHaveLength(times);
  for (const extra of await extrasNamed(notice, parents)) {
    await notice.getByRole('button', { name: `Delete the extra run ${extra}` }).click();
    await popup.dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(notice).toContainText(`Deleted the extra run ${extra}.`);
  }
  // Read back: the service keeps the one run Stormlens follows, the extra ones are gone.
  const left = (await parentsMarked(emulator, title)).filter((id) => !before.includes(id));
  expect(left).toHaveLength(1);
}
