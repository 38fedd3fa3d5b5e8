import type { Translator } from '@/lib/i18n';
import type { SerpPosition } from '@/lib/messaging/protocol/serp';
import { h } from './dom';

/** A stored position as the strip says it: the rank, "out of top 100" or "not stored". */
export function stripPositionText({ t, number }: Translator, p: SerpPosition | undefined): string {
  return !p ? t('serp.notStored') : p.position === 'out' ? t('serp.out') : number(p.position);
}

/** One device's latest stored position and its change since the period before. */
export function position(tr: Translator, label: string, value: SerpPosition | undefined) {
  const { t, number } = tr;
  const change = value?.change ?? null;
  const moved = change === null ? null : change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  return h(
    'div',
    { class: 'sl-pos', 'data-device-position': value?.position ?? 'none' },
    h('dt', {}, label),
    h(
      'dd',
      {},
      h('strong', {}, stripPositionText(tr, value)),
      moved &&
        h(
          'span',
          { class: `sl-change sl-${moved}` },
          h('span', { 'aria-hidden': 'true' }, moved === 'up' ? '▲' : moved === 'down' ? '▼' : '='),
          moved === 'same'
            ? t('serp.same')
            : t(`serp.${moved}`, { count: number(Math.abs(change!)) }),
        ),
    ),
  );
}
