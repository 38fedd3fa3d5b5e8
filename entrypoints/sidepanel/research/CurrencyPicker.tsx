import { useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { send } from '@/lib/messaging/client';
import { cpcCurrency } from '@/lib/storage/cpc-currency';

/**
 * The currency of the account's CPC figures, from the service's currencies table, remembered in
 * storage (lib/storage/cpc-currency.ts): the positions table and its CSV show CPC in it. It labels
 * the numbers and converts nothing (lib/domain/cpc.ts), which the help text says.
 */
export function CurrencyPicker() {
  const { t } = useT();
  const chosen = useStorageItem(cpcCurrency);
  const [table, setTable] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);
  const [ask, setAsk] = useState({ fresh: false });

  useEffect(() => {
    let alive = true;
    setError(null);
    send('research.currencies', ask).then(
      (value) => alive && setTable(value),
      (e: unknown) => alive && setError(ServiceError.from(e).toJSON()),
    );
    return () => {
      alive = false;
    };
  }, [ask]);

  const choose = (code: string) => {
    cpcCurrency
      .setValue(code || null)
      .catch((e: unknown) => logCaught('research: remembering the CPC currency', e));
  };
  const codes = Object.keys(table ?? {}).sort();
  // A stored code the table no longer lists stays selectable, so the choice is never silently lost.
  if (chosen && table && !codes.includes(chosen)) codes.unshift(chosen);

  return (
    <section className="card stack" aria-labelledby="rs-currency-title">
      <h2 id="rs-currency-title">{t('research.currency.title')}</h2>
      <label className="field">
        {t('research.currency.label')}
        <select
          value={chosen ?? ''}
          disabled={!table}
          onChange={(e) => choose(e.target.value)}
          aria-describedby="rs-currency-help"
        >
          <option value="">{t('research.currency.none')}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {table?.[code] ? t('research.currency.option', { code, name: table[code] }) : code}
            </option>
          ))}
        </select>
      </label>
      <p id="rs-currency-help" className="field-help">
        {t('research.currency.help')}
      </p>
      <ErrorBanner error={error} onRetry={() => setAsk({ fresh: true })} />
    </section>
  );
}
