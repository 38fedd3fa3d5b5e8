import type { NotNamed as Left } from '@/lib/domain/received-twice';
import { useT } from './I18n';

/**
 * Says that an entity the click made under its marked name did not take the name the user asked
 * for: it exists on SEMSTORM under the marked one, with the reason — never hidden, never deleted
 * for it (lib/domain/create-checked.ts, `notNamed`).
 */
export function NotNamed({ left }: { left: readonly Left[] }) {
  const { t, error } = useT();
  if (left.length === 0) return null;
  return (
    <div className="banner banner-warning stack" role="alert" data-testid="not-named">
      {left.map((entity) => (
        <p key={entity.id}>
          {t(`common.notNamed.${entity.kind}`, {
            id: String(entity.id),
            wanted: entity.wanted,
            marked: entity.marked,
            reason: error(entity.error),
          })}
        </p>
      ))}
    </div>
  );
}
