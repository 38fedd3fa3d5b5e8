import { useState } from 'react';
import { useT } from '@/components/I18n';
import { useLoad } from '@/components/useLoad';
import { placeNameIssue } from '@/lib/domain/place-name';
import { usePopupStore } from '@/lib/stores/popup';
import { send } from '../send';
import { readPage } from './readPage';

/**
 * Keyword audits: phrases typed or taken from the page's title and H1, with engine, country and an
 * optional place (`keywords_options`). A place the form refuses is explained beside the launch
 * button (LaunchForm's problem, id `launch-problem`), which the field points to.
 */
export function KeywordsPicker({ url }: { url: string }) {
  const { t } = useT();
  const draft = usePopupStore((s) => s.launch);
  const edit = usePopupStore((s) => s.editLaunch);
  const { data: tables, error: tablesError } = useLoad(
    'tables',
    () => send('monitoring.tables', {}),
    'popup: the engine tables',
  );
  const [note, setNote] = useState<string | null>(null);

  async function take() {
    setNote(null);
    const read = await readPage(url);
    if (!read.ok) {
      setNote(t(read.reason === 'denied' ? 'popup.keywords.denied' : 'popup.keywords.failed'));
      return;
    }
    const have = draft.keywords.split(/\r?\n/).map((l) => l.trim());
    const found = [read.value.title, ...read.value.headings].filter(
      (p) => p !== '' && !have.includes(p),
    );
    if (found.length === 0) setNote(t('popup.keywords.nothingNew'));
    edit({ keywords: [...have.filter(Boolean), ...found].join('\n') });
  }

  const engine = tables?.engines.find((e) => e.id === draft.engine) ?? null;
  const badPlace = placeNameIssue(draft.location) !== null;
  return (
    <div className="stack tight target-keywords">
      <label className="field">
        <span>{t('popup.keywords.phrases')}</span>
        <textarea
          name="keywords"
          rows={3}
          value={draft.keywords}
          onChange={(e) => edit({ keywords: e.target.value })}
        />
      </label>
      <button type="button" className="btn small" onClick={() => void take()}>
        {t('popup.keywords.fromPage')}
      </button>
      {note && (
        <p className="field-help" role="status">
          {note}
        </p>
      )}
      {tablesError && <p className="field-error">{t('popup.keywords.tablesFailed')}</p>}
      <div className="row market">
        <label className="field grow">
          <span>{t('popup.keywords.engine')}</span>
          <select
            name="engine"
            value={draft.engine ?? ''}
            onChange={(e) => edit({ engine: Number(e.target.value) || null, country: null })}
          >
            <option value="">{t('popup.keywords.choose')}</option>
            {tables?.engines.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field grow">
          <span>{t('popup.keywords.country')}</span>
          <select
            name="country"
            value={draft.country ?? ''}
            disabled={!engine}
            onChange={(e) => edit({ country: Number(e.target.value) || null })}
          >
            <option value="">{t('popup.keywords.choose')}</option>
            {engine?.countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span>{t('popup.keywords.location.label')}</span>
        <input
          type="text"
          name="location"
          autoComplete="off"
          placeholder={t('popup.keywords.location.placeholder')}
          value={draft.location}
          aria-invalid={badPlace}
          aria-describedby={badPlace ? 'launch-problem' : 'keywords-location-help'}
          onChange={(e) => edit({ location: e.target.value })}
        />
        <span className="field-help" id="keywords-location-help">
          {t('popup.keywords.location.help')}
        </span>
      </label>
      <p className="muted small">{t('popup.keywords.how')}</p>
    </div>
  );
}
