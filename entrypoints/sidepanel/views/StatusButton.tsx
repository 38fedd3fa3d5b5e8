import type { BulkAction } from '@/lib/domain/entity-status';
import { useT } from '@/components/I18n';

export type StatusMove = BulkAction;

const icons: Record<StatusMove, string> = { start: '▶', stop: '❚❚', restore: '↺', delete: '✕' };

/** One status move (start, stop, restore, delete) of campaigns, groups or keywords. */
export function StatusButton({
  move,
  busy,
  onMove,
}: {
  move: StatusMove;
  busy: boolean;
  onMove: (move: StatusMove) => void;
}) {
  const { t } = useT();
  return (
    <button
      type="button"
      className={move === 'delete' ? 'btn btn-danger' : 'btn'}
      disabled={busy}
      onClick={() => onMove(move)}
    >
      <span aria-hidden="true">{icons[move]}</span> {t(`sidepanel.actions.${move}`)}
    </button>
  );
}
