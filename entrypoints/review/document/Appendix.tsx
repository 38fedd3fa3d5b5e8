import type { AppendixRow } from '@/lib/domain/review/appendix';
import { compareDevices } from '@/lib/domain/device';
import { NoData, Section, useDocument } from './context';
import type { Formats } from './format';
import { Head } from './Head';

/**
 * One table row per keyword and device, the plainest markup the browser's find reads: a
 * 5,000-keyword campaign on two devices is 10,000 rows, and the saved file must stay small.
 */
function rows(row: AppendixRow, f: Formats, missing: string) {
  const volume = row.volume === null ? missing : f.count(row.volume);
  const cpc = row.cpc === null ? missing : f.cpc(row.cpc);
  return Object.entries(row.devices)
    .sort(([a], [b]) => compareDevices(a, b))
    .map(([device, ends]) => (
      <tr key={`${row.keywordId}|${device}`}>
        <td>{row.title}</td>
        <td>{f.device(device)}</td>
        <td>{f.state(ends.previousStart)}</td>
        <td>{f.state(ends.previousEnd)}</td>
        <td>{f.state(ends.start)}</td>
        <td>{f.state(ends.end)}</td>
        <td>{volume}</td>
        <td>{cpc}</td>
        <td>{ends.end.kind === 'position' ? (ends.end.url ?? missing) : '–'}</td>
      </tr>
    ));
}

export function Appendix() {
  const { review, f } = useDocument();
  const t = f.t;
  const missing = t('review.document.notInAnswer');
  return (
    <Section id="appendix" title={t('review.document.sections.appendix')}>
      {review.appendix.length === 0 ? (
        <NoData />
      ) : (
        <>
          <p className="rv-note">{t('review.document.appendix.intro')}</p>
          <table className="rv-table rv-appendix">
            <Head
              columns={[
                t('review.document.appendix.keyword'),
                t('review.document.appendix.device'),
                t('review.document.appendix.previousStart'),
                t('review.document.appendix.previousEnd'),
                t('review.document.appendix.start'),
                t('review.document.appendix.end'),
                t('review.document.appendix.volume'),
                t('review.document.appendix.cpc'),
                t('review.document.appendix.url'),
              ]}
            />
            <tbody>{review.appendix.flatMap((row) => rows(row, f, missing))}</tbody>
          </table>
        </>
      )}
    </Section>
  );
}
