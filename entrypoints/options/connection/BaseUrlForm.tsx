import { useEffect, useId, useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { ServiceError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import { connectionSettings, connectionState } from '@/lib/storage/connection';
import {
  BASE_URL_EXAMPLE,
  baseUrlIssue,
  checkBaseUrl,
  isRealService,
  REAL_SERVICE_URL,
} from '@/lib/domain/base-url';
import { useConnectionError } from './useConnectionError';

interface Draft {
  mode: 'real' | 'custom';
  custom: string;
}

/**
 * Where the service is: SEMSTORM itself, or a custom HTTPS URL / loopback emulator. The origin's
 * host permission is requested inside the click (a user gesture is required) before the
 * background is asked to switch; the background checks it was granted.
 */
export function BaseUrlForm() {
  const { t } = useT();
  const describe = useConnectionError();
  const settings = useStorageItem(connectionSettings);
  const hasToken = Boolean(useStorageItem(connectionState)?.tokenHint);
  const current = settings?.baseUrl ?? REAL_SERVICE_URL;
  // What the user has chosen and typed, or null while the form follows the stored address. A
  // write of the address (this form's earlier save, another Options tab, an import) must never
  // replace what the user is typing: the form follows the store only until they start editing,
  // and again once the store holds what the field shows. A save shows the address as saved from
  // its own answer, so the store's later echo changes nothing on screen — on a slow machine that
  // echo re-rendered the field under a user's select-all, and their next address was appended.
  const [draft, setDraft] = useState<Draft | null>(null);
  const stored: Draft =
    settings && !isRealService(settings.baseUrl)
      ? { mode: 'custom', custom: settings.baseUrl }
      : { mode: 'real', custom: '' };
  const { mode, custom } = draft ?? stored;
  const edit = (change: Partial<Draft>) => setDraft({ mode, custom, ...change });
  const following = draft !== null && draft.mode === stored.mode && draft.custom === stored.custom;
  useEffect(() => {
    if (following) setDraft(null);
  }, [following]);
  const [error, setError] = useState<ServiceError | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const checked = checkBaseUrl(mode === 'real' ? REAL_SERVICE_URL : custom);
    // The button is disabled with the reason shown; Enter in the field must not get past it.
    if (!checked.ok) return;
    setBusy(true);
    const sent: Draft = { mode, custom };
    // No await before this call: the permission prompt needs the click's user gesture.
    browser.permissions
      .request({ origins: [checked.origin] })
      .then(async (granted) => {
        if (!granted) {
          throw new ServiceError('access', { details: { reason: 'permission' } });
        }
        await send('connection.setBaseUrl', { baseUrl: checked.url });
        setSaved(true);
        // The address as saved, unless the user went on choosing while this was on its way.
        setDraft((now) =>
          now && (now.mode !== sent.mode || now.custom !== sent.custom)
            ? now
            : { mode: sent.mode, custom: sent.mode === 'custom' ? checked.url : '' },
        );
      })
      .catch((err: unknown) => setError(ServiceError.from(err)))
      .finally(() => setBusy(false));
  };

  const target = mode === 'real' ? REAL_SERVICE_URL : custom.trim();
  const normalised = checkBaseUrl(target);
  const dirty = (normalised.ok ? normalised.url : target) !== current;
  // Checked as typed, so a disabled button always has its reason next to the field.
  const problem = mode === 'custom' ? baseUrlIssue(custom) : null;
  const problemId = `${id}-problem`;
  const whyDisabled = problem ? problemId : !dirty ? `${id}-current` : undefined;
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <h2>{t('options.connection.baseUrlTitle')}</h2>
      <fieldset className="stack plain">
        <legend className="visually-hidden">{t('options.connection.baseUrlTitle')}</legend>
        <label className="choice">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'real'}
            onChange={() => edit({ mode: 'real' })}
          />
          <span>
            {t('options.connection.realService')} <code className="muted">{REAL_SERVICE_URL}</code>
          </span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'custom'}
            onChange={() => edit({ mode: 'custom' })}
          />
          <span>{t('options.connection.customService')}</span>
        </label>
      </fieldset>
      {mode === 'custom' && (
        <div className="field">
          <label htmlFor={`${id}-url`}>{t('options.connection.customUrl')}</label>
          <input
            id={`${id}-url`}
            className="mono"
            type="url"
            value={custom}
            // Not while a save is on its way: what it answers is shown here when it comes.
            readOnly={busy}
            placeholder={BASE_URL_EXAMPLE}
            onChange={(e) => edit({ custom: e.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${problemId} ${id}-help` : `${id}-help`}
          />
          <p id={`${id}-help`} className="field-help">
            {t('options.connection.customHelp')}
          </p>
          {problem && (
            <p id={problemId} className="field-error" role="alert">
              {t(`errors.invalid.${problem.code}`)}
            </p>
          )}
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {describe(error, false)}
        </p>
      )}
      {saved && (
        <p className="field-success" role="status">
          {t(hasToken ? 'options.connection.urlSavedChecked' : 'options.connection.urlSaved')}
        </p>
      )}
      <div className="row">
        <span id={`${id}-current`} className="muted">
          {t('options.connection.currentUrl', { url: current })}
        </span>
        <span className="spacer" />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !dirty || problem !== null}
          aria-describedby={whyDisabled}
        >
          {t('options.connection.saveUrl')}
        </button>
      </div>
    </form>
  );
}
