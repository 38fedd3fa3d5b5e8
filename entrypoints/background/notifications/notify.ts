import { browser } from 'wxt/browser';
import { ServiceError } from '@/lib/api/errors';
import { compareDevices } from '@/lib/domain/device';
import type { LaunchAnswer } from '@/lib/messaging/protocol/audits';
import type { TrackedParent } from '@/lib/storage/audits';
import { preferences } from '@/lib/storage/prefs';
import { backgroundTranslator, childNamer } from '../i18n';
import { drawIcon, scoreIcon } from './icon';

const AUDIT_PREFIX = 'stormlens-audit:';
const OPTIONS_ID = 'stormlens-options';
const INFO_PREFIX = 'stormlens-info:';

/** Notification id of a finished run; clicking it opens `report.html?id=<parentId>`. */
export function auditNotificationId(parentId: number): string {
  return `${AUDIT_PREFIX}${parentId}`;
}

/** Where a click on a notification leads: the report of a run, the options, or nowhere. */
export function clickTarget(id: string): { report: number } | { options: true } | null {
  if (id === OPTIONS_ID) return { options: true };
  if (id.startsWith(AUDIT_PREFIX)) {
    const parentId = Number(id.slice(AUDIT_PREFIX.length));
    return Number.isInteger(parentId) && parentId > 0 ? { report: parentId } : null;
  }
  return null;
}

/** The notification text of a finished run: one line per child, score or failure. */
export async function finishedMessage(
  record: TrackedParent,
): Promise<{ title: string; message: string; lowest: number | null }> {
  const translator = await backgroundTranslator();
  const { t } = translator;
  const name = await childNamer(translator);
  const scores = record.children.flatMap((c) =>
    c.status === 'ready' && c.score !== null ? [c.score] : [],
  );
  // Desktop first, as the popup shows them; the service lists children in no fixed order.
  const children = [...record.children].sort((a, b) =>
    compareDevices(a.device ?? '', b.device ?? ''),
  );
  const lines = children.map((c) => {
    const names = name(c.device, c.auditType);
    return c.status === 'ready' && c.score !== null
      ? t('background.notify.childScore', { ...names, score: String(c.score) })
      : t('background.notify.childError', names);
  });
  const url = record.url || record.title;
  return {
    title: scores.length
      ? t('background.notify.finishedTitle', { url })
      : t('background.notify.failedTitle', { url }),
    message: lines.join('\n'),
    lowest: scores.length ? Math.min(...scores) : null,
  };
}

async function enabled(): Promise<boolean> {
  return (await preferences.getValue()).notifications;
}

/** Tell the user a run finished (unless notifications are off). */
export async function notifyFinished(record: TrackedParent): Promise<void> {
  if (!(await enabled())) return;
  const { t } = await backgroundTranslator();
  const { title, message, lowest } = await finishedMessage(record);
  await browser.notifications.create(auditNotificationId(record.parentId), {
    type: 'basic',
    iconUrl: await scoreIcon(lowest),
    title,
    message,
    contextMessage: t('background.notify.clickHint'),
  });
}

/** A launch from the menu or the keyboard started (no popup shows it): what ran and what it cost. */
export async function notifyStarted(url: string, answer: LaunchAnswer): Promise<void> {
  if (!(await enabled())) return;
  const { t } = await backgroundTranslator();
  const count = answer.childIds.length;
  await browser.notifications.create(`${INFO_PREFIX}${answer.parentId}`, {
    type: 'basic',
    iconUrl: await drawIcon('…', 'unknown'),
    title: t('background.notify.startedTitle', { url }),
    // A launch the service received twice says so at once; the extra run is deleted from the popup.
    // One whose read-back failed says that, never "started" alone.
    message: answer.twice
      ? t('background.notify.startedTwice', {
          count: answer.twice.times,
          ids: answer.twice.extra.map((e) => e.id).join(', '),
        })
      : answer.cannotTell
        ? t('background.notify.startedUnchecked')
        : t('background.notify.started', { count, cost: answer.cost }),
    contextMessage:
      answer.left === null
        ? t('background.notify.changePlan')
        : `${t('background.notify.left', { count: answer.left })} ${t('background.notify.changePlan')}`,
  });
}

/**
 * The shortcut was pressed before anything was chosen and the popup could not open: say where
 * to choose. Shown even with notifications off (the user just asked for something).
 */
export async function notifyChooseFirst(): Promise<void> {
  const { t } = await backgroundTranslator();
  await browser.notifications.create(`${INFO_PREFIX}choose`, {
    type: 'basic',
    iconUrl: await drawIcon('?', 'unknown'),
    title: t('background.notify.chooseFirstTitle'),
    message: t('background.notify.chooseFirst'),
  });
}

/**
 * A launch from the menu or the keyboard costs more than the user's confirmation threshold and
 * the popup (which asks) could not open: say where to confirm it.
 */
export async function notifyConfirmFirst(cost: number): Promise<void> {
  const { t } = await backgroundTranslator();
  await browser.notifications.create(`${INFO_PREFIX}confirm`, {
    type: 'basic',
    iconUrl: await drawIcon('?', 'unknown'),
    title: t('background.notify.confirmFirstTitle', { cost }),
    message: t('background.notify.confirmFirst'),
  });
}

/**
 * A launch from the menu or the keyboard failed. Shown even with notifications off: the user
 * just asked for something and nothing else on screen would tell them why it did not happen.
 */
export async function notifyLaunchFailed(error: unknown): Promise<void> {
  const translator = await backgroundTranslator();
  const failure = ServiceError.from(error);
  const needsOptions = failure.kind === 'auth';
  const message =
    failure.kind === 'unsupported'
      ? translator.t('background.notify.unsupported')
      : translator.error(failure.toJSON());
  await browser.notifications.create(needsOptions ? OPTIONS_ID : `${INFO_PREFIX}failed`, {
    type: 'basic',
    iconUrl: await drawIcon('!', 'poor'),
    title: translator.t('background.notify.launchFailedTitle'),
    message,
    ...(needsOptions ? { contextMessage: translator.t('background.notify.openOptionsHint') } : {}),
  });
}

export function registerNotifications(): void {
  browser.notifications.onClicked.addListener((id) => {
    const target = clickTarget(id);
    void browser.notifications.clear(id);
    if (!target) return;
    if ('options' in target) void browser.runtime.openOptionsPage();
    else
      void browser.tabs.create({
        url: browser.runtime.getURL(`/report.html?id=${target.report}`),
      });
  });
}
