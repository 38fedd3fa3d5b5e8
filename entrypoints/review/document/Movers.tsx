import type { Mover } from '@/lib/domain/review/movers';
import { NoData, None, Section, useDocument, useHasRankData } from './context';
import { Head, num } from './Head';

function MoverTable({ title, movers }: { title: string; movers: readonly Mover[] }) {
  const { f } = useDocument();
  const t = f.t;
  return (
    <>
      <h3>{title}</h3>
      {movers.length === 0 ? (
        <None />
      ) : (
        <table className="rv-table">
          <Head
            columns={[
              t('review.document.movers.keyword'),
              num(t('review.document.movers.volume')),
              num(t('review.document.movers.from')),
              num(t('review.document.movers.to')),
              num(t('review.document.movers.places')),
              t('review.document.movers.url'),
              t('review.document.movers.urlChanged'),
            ]}
          />
          <tbody>
            {movers.map((m) => (
              <tr key={m.keywordId}>
                <th scope="row">{m.title}</th>
                <td className="rv-num">{f.count(m.volume)}</td>
                <td className="rv-num">{f.position(m.from.position)}</td>
                <td className="rv-num">{f.position(m.to.position)}</td>
                <td className="rv-num">{f.change(m.places)}</td>
                <td className="rv-url">{m.to.url ?? t('review.document.notInAnswer')}</td>
                <td>
                  {m.urlChanged
                    ? t('review.document.movers.changed', {
                        url: m.from.url ?? t('review.document.notInAnswer'),
                      })
                    : t('review.document.movers.same')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The biggest gains and losses per device, weighted by search volume. */
export function Movers() {
  const { review, f } = useDocument();
  const t = f.t;
  const devices = Object.entries(review.movers);
  return (
    <Section id="movers" title={t('review.document.sections.movers')}>
      {!useHasRankData() ? (
        <NoData />
      ) : (
        <>
          <p className="rv-note">{t('review.document.movers.rule')}</p>
          {devices.map(([device, m]) => (
            <div key={device} className="rv-device">
              <MoverTable
                title={t('review.document.movers.gains', { device: f.device(device) })}
                movers={m.gains}
              />
              <MoverTable
                title={t('review.document.movers.losses', { device: f.device(device) })}
                movers={m.losses}
              />
              {m.withoutVolume > 0 && (
                <p className="rv-note">
                  {t('review.document.movers.withoutVolume', { count: m.withoutVolume })}
                </p>
              )}
            </div>
          ))}
        </>
      )}
    </Section>
  );
}
