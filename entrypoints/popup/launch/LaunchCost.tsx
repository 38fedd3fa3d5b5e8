import { useT } from '@/components/I18n';
import type { CostCheck } from '@/lib/domain/audit-cost';
import type { LaunchTarget } from '@/lib/stores/popup';

interface Props {
  cost: CostCheck;
  target: LaunchTarget;
  /** Pages in the run, or phrases. */
  count: number;
  devices: number;
  types: number;
}

/** The price before launching: one token per audit (page or phrase × device × type). */
export function LaunchCost({ cost, target, count, devices, types }: Props) {
  const { t } = useT();
  const what =
    target === 'keywords' ? t('popup.cost.keywords', { count }) : t('popup.cost.pages', { count });
  return (
    <>
      <div className="cost" data-testid="launch-cost" aria-live="polite">
        <span className="stack tight">
          <strong>
            {target === 'keywords'
              ? t('popup.cost.atLeast', { count: cost.cost })
              : t('popup.cost.tokens', { count: cost.cost })}
          </strong>
          <span className="muted small">
            ({what} × {t('popup.cost.devices', { count: devices })} ×{' '}
            {t('popup.cost.types', { count: types })})
          </span>
        </span>
        <span className="muted nowrap">
          {cost.left === null
            ? t('popup.cost.leftUnknown')
            : t('popup.cost.left', { count: cost.left })}
        </span>
      </div>
      {target === 'keywords' && <p className="muted small">{t('popup.cost.perRankingPage')}</p>}
      {cost.enough === false && (
        <p className="banner banner-warning" role="status">
          {t('popup.cost.notEnough', { needed: cost.cost, left: cost.left ?? 0 })}
        </p>
      )}
    </>
  );
}
