import type { BrowserContext } from '@playwright/test';
import { expect, test, type Emulator } from './fixtures';
import { PopupPage } from './pages/popup';
import { lastSeq, received } from './received';
import { serviceCall } from './service';
import { readStorage } from './service-worker';
import {
  ANSWER_TIMEOUT,
  CLONE,
  CREATE,
  PAGE_URL,
  SCORE_TIMEOUT,
  TITLE,
  cannotTellOf,
  connectedPopup,
  noticeOf,
  parentsMarked,
  postsTo,
} from './told-truth';

/*
 * A click's runs are told by identity, not by likeness: each carries the click's mark in its
 * title, so a run of the same page that anyone else makes meanwhile is never called a second
 * receipt of the click, while a real second receipt still is — at once, for a clone as for a
 * launch, and counted in Options → Spending. A read-back that fails says so, and the request it
 * leaves unknown is settled when a page opens.
 */

type Ledger = Record<string, { command: string; state: string; answer: unknown }>;

const ledgerOf = async (context: BrowserContext) =>
  Object.values((await readStorage<Ledger>(context.serviceWorkers()[0], 'handledRequests')) ?? {});

/** A run of the page made by another client of the account (Node's user agent), as titled. */
const anotherClient = (emulator: Emulator, title: string) =>
  serviceCall(emulator, 'POST', 'audits/audit.json', {
    title,
    urls: [PAGE_URL],
    device: ['desktop', 'mobile'],
    audits_settings: { lighthouse: {} },
  });

/** A finished run of the page launched from the popup, to refresh or clone. */
async function finishedRun(popup: PopupPage): Promise<void> {
  await popup.launchButton.click();
  await expect(popup.launchAnswer).toContainText('Launched 2 audits');
  await expect(popup.latest).toHaveAttribute('data-running', 'false', { timeout: SCORE_TIMEOUT });
}

test('a run of the same page another client makes during a click is not taken for a second receipt', async ({
  connect,
  emulator,
  extensionPage,
}) => {
  test.setTimeout(120_000);
  const popup = await connectedPopup({ connect, extensionPage });
  const runsOfPage = async () =>
    (
      await serviceCall<{ id: string; parent_id: string; title: string }[]>(
        emulator,
        'POST',
        'audits/audit/list.json',
        { filters: { title: TITLE }, pager: { items_per_page: 50 } },
      )
    ).filter((a) => a.parent_id === '0' && a.title.startsWith(TITLE));
  const before = (await runsOfPage()).length;
  // The service makes the click's run at once and holds its answer 5 s: the other client's runs
  // land after the click's run and before Stormlens reads back what it made.
  await emulator.control('fault', {
    kind: 'act-then-hold',
    delayMs: 5_000,
    path: '/api-v3/audits/audit',
  });
  await popup.launchButton.click();
  await expect.poll(async () => (await runsOfPage()).length).toBe(before + 1);
  // A colleague's run under the bare title, and another computer's under a mark of its own.
  await Promise.all([anotherClient(emulator, TITLE), anotherClient(emulator, `${TITLE} [zz00zz]`)]);
  await expect(popup.launchAnswer).toContainText('Launched 2 audits', { timeout: ANSWER_TIMEOUT });
  expect(await runsOfPage()).toHaveLength(before + 3);

  await expect(popup.page.getByTestId('received-twice')).toHaveCount(0);
  await expect(popup.page.getByRole('button', { name: /^Delete the extra run/ })).toHaveCount(0);
  // The click's own run — the one under the title it sent, with its mark — is the one followed
  // and shown, not the others' newer ones.
  const sent = await received(emulator, { method: 'POST', path: CREATE });
  expect(sent).toHaveLength(1);
  const { title } = sent[0].body as { title: string };
  expect(title).toMatch(/ \[[\da-z]{6}\]$/);
  const own = (await runsOfPage()).filter((a) => a.title === title);
  expect(own).toHaveLength(1);
  await expect(popup.latest).toHaveAttribute('data-parent-id', own[0].id);
});

test('a clone the browser sent again after a dropped connection is named within 10 s', async ({
  connect,
  emulator,
  extensionPage,
}) => {
  test.setTimeout(120_000);
  const popup = await connectedPopup({ connect, extensionPage });
  await finishedRun(popup);
  const cloneTitle = `Twin — ${PAGE_URL}`;
  await emulator.control('fault', { kind: 'act-then-drop', pathContains: 'clone' });
  await popup.confirmAction('Clone', /Clone for 2 tokens/, 'Twin');
  const notice = noticeOf(popup, 'clone');
  await expect(notice).toContainText('SEMSTORM received this clone twice', { timeout: 10_000 });
  expect(await postsTo(emulator, CLONE)).toBe(2);
  const [first, second] = await parentsMarked(emulator, cloneTitle);
  // The extra is the run Stormlens does not follow; deleting it leaves the followed one.
  const extra = (await notice
    .getByRole('button', { name: `Delete the extra run ${first}` })
    .count())
    ? first
    : second;
  await notice.getByRole('button', { name: `Delete the extra run ${extra}` }).click();
  await popup.dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice).toContainText(`Deleted the extra run ${extra}.`);
  expect(await parentsMarked(emulator, cloneTitle)).toEqual(
    [first, second].filter((id) => id !== extra),
  );
});

test('a launch received twice counts both spends in Options → Spending', async ({
  connect,
  emulator,
  extensionPage,
}) => {
  test.setTimeout(90_000);
  const popup = await connectedPopup({ connect, extensionPage });
  await emulator.control('fault', { kind: 'act-twice', path: '/api-v3/audits/audit' });
  await popup.launchButton.click();
  await expect(noticeOf(popup, 'launch')).toContainText('SEMSTORM received this launch twice', {
    timeout: ANSWER_TIMEOUT,
  });
  const options = await extensionPage('options.html#spending');
  const popupRow = options.getByTestId('spend-by-source').getByRole('row', { name: /^Popup / });
  await expect(popupRow.getByRole('cell')).toHaveText('4');
  await expect(options.getByTestId('spend-total')).toHaveText('Spent: 4 tokens.');
});

test('a read-back the service refuses says Stormlens could not check, and the request is settled later', async ({
  context,
  connect,
  emulator,
  extensionPage,
}) => {
  test.setTimeout(180_000);
  const popup = await connectedPopup({ connect, extensionPage });
  await finishedRun(popup);
  const couldNot = 'Stormlens could not check whether SEMSTORM received this once';

  // The clone's answer came (the browser's own re-send of the dropped clone was answered), but
  // every read after it is refused: the clone is made and followed, and the check says it failed.
  await emulator.control('fault', {
    kind: 'act-then-drop-refuse-reads',
    pathContains: 'clone',
    reads: 500,
  });
  await popup.confirmAction('Clone', /Clone for 2 tokens/, 'Unread');
  const unchecked = cannotTellOf(popup, 'clone');
  await expect(unchecked).toContainText(couldNot, { timeout: ANSWER_TIMEOUT });
  await expect(unchecked).toContainText('Options → Diagnostics log');
  await expect(noticeOf(popup, 'clone')).toHaveCount(0);
  // The ledger's entries, in no particular order (storage keeps them by request id).
  const states = async () => (await ledgerOf(context)).map((e) => `${e.command} ${e.state}`).sort();
  expect(await states()).toEqual(['audits.clone done', 'audits.launch done']);
  await emulator.control('fault/clear');

  // A launch whose every arrival is dropped and whose readings are all refused: its outcome is
  // unknown, said with the reason; it stays pending only until a page opens after the refusals.
  const before = await parentsMarked(emulator, TITLE);
  const since = await lastSeq(emulator);
  await emulator.control('fault', {
    kind: 'act-then-drop-refuse-reads',
    path: '/api-v3/audits/audit',
    count: 5,
    reads: 500,
  });
  await popup.launchButton.click();
  const alert = popup.page.getByRole('alert').filter({ hasText: couldNot });
  await expect(alert).toContainText('Options → Diagnostics log', { timeout: ANSWER_TIMEOUT });
  expect(await states()).toContain('audits.launch pending');
  await emulator.control('fault/clear');
  await popup.page.close();
  const later = await PopupPage.open(extensionPage, PAGE_URL);
  await expect
    .poll(states, { timeout: 30_000 })
    .toEqual(['audits.clone done', 'audits.launch done', 'audits.launch done']);
  const made = (await parentsMarked(emulator, TITLE)).filter((id) => !before.includes(id));
  expect(made).toHaveLength(
    (await received(emulator, { method: 'POST', path: CREATE, since })).length,
  );
  await later.ready();
});
