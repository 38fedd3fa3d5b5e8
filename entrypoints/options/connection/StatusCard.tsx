import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { ServiceError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import { connectionState } from '@/lib/storage/connection';
import { useDescriptor } from '../profiles/useDescriptor';
import { StatePill } from './StatePill';

/** What the background last learned about the account: state, audit types, tokens left. */
export function StatusCard() {
  const { t, number, date, error: describe } = useT();
  const state = useStorageItem(connectionState);
  const { descriptor } = useDescriptor();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<ServiceError | null>(null);

  const check = async () => {
    setChecking(true);
    setError(null);
    try {
      await send('connection.check', {});
    } catch (err) {
      setError(ServiceError.from(err));
    } finally {
      setChecking(false);
    }
  };

  if (!state) return <div className="card muted">{t('common.loading')}</div>;
  const connected = state.state === 'connected';
  return (
    <div className="card status-card" aria-live="polite">
      <div className="row status-head">
        <h2>{t('options.connection.statusTitle')}</h2>
        <StatePill state={checking ? 'checking' : state.state} />
        <span className="spacer" />
        <button
          type="button"
          className="btn"
          onClick={() => void check()}
          disabled={checking || state.tokenHint === null}
        >
          {checking ? t('options.connection.checking') : t('options.connection.checkNow')}
        </button>
      </div>
      {state.failure && !connected && <p className="status-message">{describe(state.failure)}</p>}
      <dl className="facts">
        <div>
          <dt>{t('options.connection.tokenLabel')}</dt>
          <dd>
            {state.tokenHint ? (
              <code>{t('options.connection.tokenHint', { hint: state.tokenHint })}</code>
            ) : (
              t('options.connection.noToken')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('options.connection.tokensLeft')}</dt>
          <dd>
            {state.tokensLeft === null
              ? t('options.connection.tokensLeftUnknown')
              : number(state.tokensLeft)}
          </dd>
        </div>
        {/* A different counter from audit tokens (every envelope's `_credits_left`). */}
        {typeof state.creditsLeft === 'number' && (
          <div>
            <dt>{t('options.connection.creditsLeft')}</dt>
            <dd>{number(state.creditsLeft)}</dd>
          </div>
        )}
        <div>
          <dt>{t('options.connection.checkedAt')}</dt>
          <dd>
            {state.checkedAt
              ? date(state.checkedAt, { dateStyle: 'medium', timeStyle: 'short' })
              : t('options.connection.never')}
          </dd>
        </div>
        <div className="facts-wide">
          <dt>{t('options.connection.auditTypes')}</dt>
          <dd>
            {state.auditTypes.length ? (
              <ul className="chips">
                {state.auditTypes.map((type) => (
                  <li key={type} className="chip">
                    {descriptor?.[type]?.title ?? type}
                  </li>
                ))}
              </ul>
            ) : (
              t('options.unknown')
            )}
          </dd>
        </div>
      </dl>
      <ErrorBanner error={error} onDismiss={() => setError(null)} />
    </div>
  );
}
