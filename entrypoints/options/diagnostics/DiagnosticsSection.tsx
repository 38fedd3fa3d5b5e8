import { useState } from 'react';
import { browser } from 'wxt/browser';
import { useT } from '@/components/I18n';
import { formatLog } from '@/lib/diagnostics/format';
import { clearLog, logCaught, MAX_LOG_ENTRIES } from '@/lib/diagnostics/log';
import { LogTable } from './LogTable';
import { useLog } from './useLog';
import './diagnostics.css';

/**
 * Options → Diagnostics: what a support person asks for when "it didn't work". The last service
 * calls and the errors that were caught and not shown, newest first, and the whole log as text to
 * paste into an e-mail. The token never appears: it is redacted before anything is stored.
 */
export function DiagnosticsSection() {
  const { t } = useT();
  const entries = useLog();
  const [status, setStatus] = useState<'copied' | 'copyFailed' | 'cleared' | null>(null);

  const copy = async () => {
    const text = formatLog(entries ?? [], {
      version: browser.runtime.getManifest().version,
      userAgent: navigator.userAgent,
      now: Date.now(),
    });
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch (error) {
      void logCaught('options: copying the diagnostics log', error);
      setStatus('copyFailed');
    }
  };

  const clear = async () => {
    await clearLog();
    setStatus('cleared');
  };

  return (
    <>
      <div className="section-head">
        <h1 id="heading-diagnostics" tabIndex={-1}>
          {t('options.diagnostics.title')}
        </h1>
        <p className="muted">{t('options.diagnostics.intro', { max: MAX_LOG_ENTRIES })}</p>
      </div>
      <div className="card stack">
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void copy()}
            disabled={!entries?.length}
          >
            {t('options.diagnostics.copy')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => void clear()}
            disabled={!entries?.length}
          >
            {t('options.diagnostics.clear')}
          </button>
          <span className="spacer" />
          <span className="muted" role="status">
            {status && t(`options.diagnostics.${status}`)}
          </span>
        </div>
        {entries === undefined ? (
          <p className="muted">{t('common.loading')}</p>
        ) : entries.length === 0 ? (
          <p className="muted">{t('options.diagnostics.empty')}</p>
        ) : (
          <LogTable entries={entries} />
        )}
      </div>
    </>
  );
}
