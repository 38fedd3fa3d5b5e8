import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useLoad } from '@/components/useLoad';
import { useStorageItem } from '@/components/useStorageItem';
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
  // A retry asks past the background's cache.
  const [asked, setAsked] = useState(0);
  const { data: table, error } = useLoad(
    `currencies:${asked}`,
    () => send('research.currencies', { fresh: asked > 0 }),
    'research: the currencies table',
  );

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
      <ErrorBanner error={error} onRetry={() => setAsked((n) => n + 1)} />
    </section>
  );
}
