import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useT } from '@/components/I18n';
import type { LaunchAnswer } from '@/lib/messaging/protocol/audits';
import { checkNotice, launchText } from '../runs/answer-text';
import { CheckNotices } from '../runs/CheckNotices';

interface Props {
  open: boolean;
  title: string;
  /** The page launched, when the popup's own form does not show it (a held launch). */
  url?: string;
  cost: number;
  /** The user's threshold (lib/domain/spending.ts `needsConfirm`). */
  limit: number;
  left: number | null;
  busy?: boolean;
  children?: React.ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A launch costing more than the user's threshold: what it costs, asked before anything is sent. */
export function LaunchConfirm({ url, cost, limit, left, children, ...dialog }: Props) {
  const { t } = useT();
  return (
    <ConfirmDialog {...dialog} confirmLabel={t('popup.confirm.launch', { cost })}>
      {url && <p className="long-text">{url}</p>}
      <p data-testid="launch-confirm-cost">{t('popup.confirm.body', { cost, limit })}</p>
      {left !== null && <p className="muted">{t('popup.confirm.left', { left })}</p>}
      {children}
    </ConfirmDialog>
  );
}

/**
 * What a launch the service accepted cost and the tokens left — or how its outcome was found, and
 * what the service made beyond it (or that Stormlens cannot tell).
 */
export function LaunchDone({ answer, testId }: { answer: LaunchAnswer; testId: string }) {
  const { t } = useT();
  return (
    <>
      <p
        className={`banner ${answer.twice ? 'banner-warning' : 'banner-success'}`}
        role="status"
        data-testid={testId}
      >
        {launchText(t, answer)}
      </p>
      <CheckNotices check={checkNotice('launch', answer)} />
    </>
  );
}
