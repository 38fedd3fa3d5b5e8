import { useT } from '@/components/I18n';
import { formatLocation } from '@/lib/domain/location';
import type { ResearchRun } from '@/lib/storage/research';

/**
 * What a report was made with, as the service echoed it (`params` of its answer, defaults filled
 * in): the user sees the market the service applied, not what the form held. A run whose answer
 * carried no echo shows what was asked, and says the service did not confirm it.
 */
export function ServiceUsed({ run }: { run: ResearchRun }) {
  const { t } = useT();
  const modifiers = (count: number) =>
    count ? t('research.results.modifiersUsed', { count }) : null;
  const used = run.used;
  if (!used) {
    const { params } = run;
    const asked = [
      params.keywords.join(', '),
      params.type,
      `${params.country}/${params.language}`,
      params.location ? formatLocation(params.location) : null,
      modifiers(params.modifiers.length),
    ];
    return (
      <p className="muted rs-small-text" data-testid="rs-used">
        {asked.filter(Boolean).join(' · ')} — {t('research.results.notEchoed')}
      </p>
    );
  }
  const echoed = [
    used.keywords.join(', '),
    used.type,
    used.engines.join(', '),
    used.country ? t('research.results.usedCountry', { code: used.country }) : null,
    used.language ? t('research.results.usedLanguage', { code: used.language }) : null,
    used.location
      ? t('research.results.usedLocation', { location: used.location })
      : t('research.results.usedNoLocation'),
    modifiers(used.modifiers.length),
  ];
  return (
    <p className="muted rs-small-text" data-testid="rs-used">
      <strong>{t('research.results.usedBy')}</strong> {echoed.filter(Boolean).join(' · ')}
    </p>
  );
}
