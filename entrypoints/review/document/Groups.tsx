import type { GroupDeviceLine } from '@/lib/domain/review/groups';
import { NoData, Section, useDocument, useHasRankData } from './context';

/** One line per group, each device's figures side by side. */
export function Groups() {
  const { review, f } = useDocument();
  const t = f.t;
  const devices = [...new Set(review.groups.flatMap((g) => Object.keys(g.devices)))];
  const hasData = useHasRankData();
  const average = (line: GroupDeviceLine, keywords: number) =>
    line.averagePosition === null
      ? t('review.document.dayNoData')
      : t('review.document.groups.counted', {
          average: f.position(Math.round(line.averagePosition * 10) / 10),
          counted: line.withPosition,
          keywords,
        });
  return (
    <Section id="groups" title={t('review.document.sections.groups')}>
      {!hasData || review.groups.length === 0 ? (
        <NoData />
      ) : (
        <>
          <table className="rv-table rv-groups">
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {t('review.document.groups.group')}
                </th>
                <th scope="col" rowSpan={2} className="rv-num">
                  {t('review.document.groups.keywords')}
                </th>
                {devices.map((d) => (
                  <th key={d} scope="colgroup" colSpan={3} className="rv-device-head">
                    {f.device(d)}
                  </th>
                ))}
              </tr>
              <tr>
                {devices.flatMap((d) => [
                  <th key={`${d}a`} scope="col" className="rv-num">
                    {t('review.document.groups.average')}
                  </th>,
                  <th key={`${d}v`} scope="col" className="rv-num">
                    {t('review.document.groups.visibility')}
                  </th>,
                  <th key={`${d}c`} scope="col" className="rv-num">
                    {t('review.document.groups.change')}
                  </th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {review.groups.map((g) => (
                <tr key={g.groupId}>
                  <th scope="row">
                    {g.title ?? t('review.document.groups.untitled', { id: String(g.groupId) })}
                  </th>
                  <td className="rv-num">{f.count(g.keywords)}</td>
                  {devices.flatMap((d) => {
                    const line = g.devices[d];
                    return [
                      <td key={`${d}a`} className="rv-num">
                        {line ? average(line, g.keywords) : t('review.document.dayNoData')}
                      </td>,
                      <td key={`${d}v`} className="rv-num">
                        {f.figure(line?.visibility.current ?? null)}
                      </td>,
                      <td key={`${d}c`} className="rv-num">
                        {f.change(line?.visibility.change ?? null)}
                      </td>,
                    ];
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="rv-note">{t('review.document.groups.note')}</p>
        </>
      )}
    </Section>
  );
}
