import type { Translator } from '@/lib/i18n';
import { typeTitle } from '@/lib/domain/audit-types';
import type { PageChange } from '@/lib/storage/page-watch';

const page = (url: string) => url.replace(/^https?:\/\//, '');

/** "Stormlens: scores fell on 1 page" / "example.com/: Desktop · Lighthouse 93 → 71". */
export function pageMessage(
  changes: readonly PageChange[],
  { t }: Pick<Translator, 't'>,
): { title: string; message: string } {
  const scored = changes.filter((c) => c.kind === 'score');
  const lines = scored.flatMap((c) =>
    c.moves
      .filter((m) => m.reasons.length)
      .map((m) =>
        t('background.pageWatch.line', {
          page: page(c.url),
          device: t(`common.devices.${m.device}`),
          type: typeTitle(m.auditType),
          before: m.before ?? '—',
          after: m.after ?? '—',
        }),
      ),
  );
  const budget = changes.filter((c) => c.kind === 'budget');
  if (budget.length) {
    lines.push(t('background.pageWatch.budget', { count: budget.length }));
  }
  return {
    title: t('background.pageWatch.title', { count: new Set(scored.map((c) => c.url)).size }),
    message: lines.join('\n'),
  };
}
