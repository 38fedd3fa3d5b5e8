import { browser } from 'wxt/browser';
import type { MessageTranslator } from '@/lib/i18n';
import type { KeywordChange } from '@/lib/domain/watch-changes';
import { changedDomains, summaryParts } from '@/lib/domain/watch-summary';
import { isQuiet, minutesUntilLoud } from '@/lib/domain/watch-schedule';
import { preferences } from '@/lib/storage/prefs';
import {
  alertSettings,
  checkLedger,
  MAX_NOTICES,
  watchChanges,
  type Notice,
} from '@/lib/storage/watch';
import { pageChanges } from '@/lib/storage/page-watch';
import { backgroundTranslator } from '../i18n';
import { pageMessage } from './pages/words';
import { drawIcon } from '../notifications/icon';

export const CHANGES_PREFIX = 'stormlens-changes:';
/** Fires when quiet hours end, to show what they held back. */
export const LOUD_ALARM = 'stormlens-watch-loud';

/** "4 keywords dropped, 2 left the top 10 on example.com" — the notification's text. */
export function changesMessage(
  changes: readonly KeywordChange[],
  { t }: Pick<MessageTranslator, 't'>,
): { title: string; message: string } {
  const parts = summaryParts(changes).map((p) =>
    t(`background.watch.part.${p.kind}`, { count: p.count, top: p.top ?? '' }),
  );
  return {
    title: t('background.watch.title', { count: changes.length }),
    message: t('background.watch.message', {
      parts: parts.join(', '),
      domains: changedDomains(changes).join(', '),
    }),
  };
}

const localMinute = (now: number) => {
  const d = new Date(now);
  return d.getHours() * 60 + d.getMinutes();
};

type Words = { title: string; message: string };

async function show(
  id: string,
  count: number,
  words: (t: MessageTranslator) => Words,
): Promise<void> {
  const translator = await backgroundTranslator();
  const { title, message } = words(translator);
  // One id per check: a repeat (a resumed run) replaces the notification instead of adding one.
  await browser.notifications.create(`${CHANGES_PREFIX}${id}`, {
    type: 'basic',
    iconUrl: await drawIcon(String(Math.min(count, 99)), 'unknown'),
    title,
    message,
    contextMessage: translator.t('background.watch.clickHint'),
  });
}

async function record(notice: Notice): Promise<void> {
  await checkLedger.update((ledger) => {
    const notices = [...ledger.notices.filter((n) => n.runId !== notice.runId), notice];
    return { ...ledger, notices: notices.slice(-MAX_NOTICES) };
  });
}

/**
 * Tell the user what one check found: one notification per check, none when the run was told
 * already, none with notifications off, held until quiet hours end.
 */
export function tellChanges(
  runId: string,
  changes: KeywordChange[],
  now = Date.now(),
  minute = localMinute(now),
) {
  return tellOnce(runId, changes.length, (t) => changesMessage(changes, t), now, minute);
}

/**
 * One notification for one check (a keyword check or a page watch's run), by the same rules:
 * once per `runId`, none with notifications off, held until quiet hours end.
 */
export async function tellOnce(
  runId: string,
  count: number,
  words: (t: MessageTranslator) => Words,
  now = Date.now(),
  minute = localMinute(now),
) {
  const { notices } = await checkLedger.getValue();
  if (notices.some((n) => n.runId === runId)) return;
  const base = { runId, at: now, count };
  if ((await preferences.getValue()).notifications === false)
    return record({ ...base, state: 'off' });
  const { quietHours } = await alertSettings.getValue();
  if (isQuiet(quietHours, minute)) {
    await record({ ...base, state: 'held' });
    await browser.alarms.create(LOUD_ALARM, {
      when: now + minutesUntilLoud(quietHours, minute) * 60_000,
    });
    return;
  }
  await show(runId, count, words);
  await record({ ...base, state: 'shown' });
}

/** Quiet hours ended: one notification for the unseen changes they held back. */
export async function tellHeld(now = Date.now()): Promise<void> {
  const ledger = await checkLedger.getValue();
  const held = ledger.notices.filter((n) => n.state === 'held');
  if (held.length === 0) return;
  const { quietHours } = await alertSettings.getValue();
  if (isQuiet(quietHours, localMinute(now))) return;
  const unseen = (await watchChanges.getValue()).filter((c) => !c.seen);
  const pages = (await pageChanges.getValue()).filter((c) => !c.seen);
  const count = unseen.length + pages.length;
  if (count && (await preferences.getValue()).notifications !== false) {
    await show(held.at(-1)!.runId, count, (t) =>
      unseen.length ? changesMessage(unseen, t) : pageMessage(pages, t),
    );
  }
  const told = new Set(held.map((n) => n.runId));
  await checkLedger.update((stored) => ({
    ...stored,
    notices: stored.notices.map((n): Notice =>
      n.state === 'held' && told.has(n.runId) ? { ...n, state: 'shown' } : n,
    ),
  }));
}
