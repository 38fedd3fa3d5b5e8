import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import type { SerializedError } from '@/lib/api/errors';
import { defaultLimits } from '@/lib/domain/spending';
import type { LaunchAnswer } from '@/lib/messaging/protocol/audits';
import { PENDING_LAUNCH_MS, pendingLaunch, type PendingLaunch } from '@/lib/storage/pending-launch';
import { spendingLimits } from '@/lib/storage/spending';
import { asError, send } from '../send';
import { LaunchConfirm, LaunchDone } from './LaunchConfirm';

/**
 * A launch the keyboard shortcut or the page menu held because it costs more than the user's
 * threshold (entrypoints/background/menus.ts opened the popup for it): asked here, then sent with
 * the request id made when the user pressed the key, or dropped.
 */
export function HeldLaunch({ tokensLeft }: { tokensLeft: number | null }) {
  const { t } = useT();
  const held = useStorageItem(pendingLaunch);
  const limits = useStorageItem(spendingLimits) ?? defaultLimits;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [answer, setAnswer] = useState<LaunchAnswer | null>(null);
  const fresh = held && Date.now() - held.at < PENDING_LAUNCH_MS ? held : null;

  async function launch({ cost: _cost, at: _at, ...input }: PendingLaunch) {
    setBusy(true);
    setError(null);
    try {
      setAnswer(await send('audits.launch', input));
    } catch (e) {
      setError(asError(e));
    } finally {
      // Asked once: a failure is shown here, and the popup's own form launches again if wanted.
      await pendingLaunch.setValue(null);
      setBusy(false);
    }
  }

  return (
    <>
      {fresh && (
        <LaunchConfirm
          open
          title={t(`popup.confirm.held.${fresh.source}`)}
          url={fresh.url}
          cost={fresh.cost}
          limit={limits.confirmOver}
          left={tokensLeft}
          busy={busy}
          onConfirm={() => void launch(fresh)}
          onCancel={() => void pendingLaunch.setValue(null)}
        >
          <p className="muted">{t('popup.confirm.heldBody')}</p>
        </LaunchConfirm>
      )}
      <ErrorBanner error={error} onDismiss={() => setError(null)} />
      {answer && <LaunchDone answer={answer} testId="held-launch-answer" />}
    </>
  );
}
