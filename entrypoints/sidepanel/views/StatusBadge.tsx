import { useT } from '@/components/I18n';
import type { EntityStatus } from '@/lib/domain/entity-status';

const icons: Record<EntityStatus, string> = { active: '●', stop: '❚❚', delete: '✕' };

/** A status in words with an icon — never by colour alone. */
export function StatusBadge({ status }: { status: EntityStatus | null }) {
  const { t } = useT();
  if (!status) return null;
  return (
    <span className={`pill pill-${status}`}>
      <span aria-hidden="true">{icons[status]}</span> {t(`common.status.${status}`)}
    </span>
  );
}
