import { useT } from '@/components/I18n';
import { changesReportHtml } from '@/lib/domain/changes-report';
import { isDevice } from '@/lib/domain/device';
import { summaryParts } from '@/lib/domain/watch-summary';
import type { StoredChange } from '@/lib/storage/watch';
import type { PageChange } from '@/lib/storage/page-watch';
import { moveName, moveScores, pageReasons, toldMoves } from './page-words';
import { downloadText } from '@/components/download';
import { positionText } from '../positions/format';
import { reasonText } from './ChangeRow';

/** "Export HTML": the Changes list as one self-contained file (lib/domain/changes-report.ts). */
export function ExportChanges({
  changes,
  pages,
}: {
  changes: StoredChange[];
  pages: PageChange[];
}) {
  const { t, date, lang, number } = useT();
  const onExport = () => {
    const now = Date.now();
    const day = (iso: string) =>
      date(Date.parse(`${iso}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
    const html = changesReportHtml(
      changes,
      summaryParts(changes),
      {
        lang,
        title: t('watch.report.title'),
        generated: t('watch.report.generated', {
          when: date(now, { dateStyle: 'medium', timeStyle: 'short' }),
        }),
        summary: t('watch.report.summary'),
        keyword: t('watch.changes.keyword'),
        change: t('watch.changes.change'),
        why: t('watch.changes.why'),
        url: t('watch.changes.url'),
        meta: (c) =>
          [
            c.domain,
            isDevice(c.device) ? t(`common.devices.${c.device}`) : c.device,
            day(c.day),
          ].join(' · '),
        position: (c, which) =>
          positionText(t, which === 'before' ? c.before : c.after, number, 'organic', 'sentence'),
        reasons: (c) => c.reasons.map((r) => reasonText(r, t)),
        part: (p) => t(`watch.report.part.${p.kind}`, { count: p.count, top: p.top ?? '' }),
        pagesHeading: t('common.pageWatch.changesCaption'),
        page: t('common.pageWatch.page'),
      },
      pages.map((c) => ({
        page: c.url,
        meta: [
          t('common.pageWatch.period', { period: c.period }),
          date(c.foundAt, { dateStyle: 'medium' }),
        ].join(' · '),
        change:
          c.kind === 'budget'
            ? [t('common.pageWatch.notRun')]
            : toldMoves(c).map((m) => `${moveName(m, t)}: ${moveScores(m)}`),
        reasons: pageReasons(c, t),
      })),
    );
    const stamp = new Date(now).toISOString().slice(0, 10);
    downloadText(html, `stormlens-changes-${stamp}.html`, 'text/html;charset=utf-8');
  };
  return (
    <button
      type="button"
      className="btn"
      onClick={onExport}
      disabled={changes.length + pages.length === 0}
    >
      {t('watch.report.export')}
    </button>
  );
}
