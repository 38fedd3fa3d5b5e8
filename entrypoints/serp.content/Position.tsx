import type { SerpPosition } from '@/lib/messaging/protocol/serp';
import { useSerpT } from './i18n';

/** A stored position as the strip says it: the rank, "out of top 100" or "not stored". */
export function usePositionText() {
  const { t, number } = useSerpT();
  return (p: SerpPosition | undefined) =>
    !p ? t('serp.notStored') : p.position === 'out' ? t('serp.out') : number(p.position);
}

/** One device's latest stored position and its change since the period before. */
export function Position({ label, value }: { label: string; value: SerpPosition | undefined }) {
  const { t, number } = useSerpT();
  const text = usePositionText()(value);
  const change = value?.change ?? null;
  const moved =
    change === null ? null : change > 0 ? 'up' : change < 0 ? 'down' : ('same' as const);
  return (
    <div className="sl-pos" data-device-position={value?.position ?? 'none'}>
      <dt>{label}</dt>
      <dd>
        <strong>{text}</strong>
        {moved && (
          <span className={`sl-change sl-${moved}`}>
            <span aria-hidden="true">{moved === 'up' ? '▲' : moved === 'down' ? '▼' : '='}</span>
            {moved === 'same'
              ? t('serp.same')
              : t(`serp.${moved}`, { count: number(Math.abs(change!)) })}
          </span>
        )}
      </dd>
    </div>
  );
}
