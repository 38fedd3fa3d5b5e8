import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { formatDayMinute, parseDayMinute } from '@/lib/domain/watch-schedule';
import { preferences } from '@/lib/storage/prefs';
import { alertSettings } from '@/lib/storage/watch';

/** Quiet hours (a user setting pages write directly, like preferences) and the notifications state. */
export function QuietHours() {
  const { t } = useT();
  const settings = useStorageItem(alertSettings);
  const prefs = useStorageItem(preferences);
  const [on, setOn] = useState(false);
  const [from, setFrom] = useState('22:00');
  const [to, setTo] = useState('07:00');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const quiet = settings?.quietHours ?? null;
  useEffect(() => {
    if (!settings) return;
    setOn(quiet !== null);
    if (quiet) {
      setFrom(formatDayMinute(quiet.from));
      setTo(formatDayMinute(quiet.to));
    }
  }, [settings, quiet]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const a = parseDayMinute(from);
    const b = parseDayMinute(to);
    if (on && (a === null || b === null)) {
      setError(t('watch.quiet.invalid'));
      return;
    }
    setError(null);
    await alertSettings.setValue({ quietHours: on ? { from: a!, to: b! } : null });
    setSaved(true);
  };

  return (
    <section className="card stack" aria-labelledby="sp-quiet-h">
      <h2 id="sp-quiet-h">{t('watch.quiet.heading')}</h2>
      {prefs?.notifications === false && (
        <div className="banner banner-info" role="note">
          <p>{t('watch.quiet.off')}</p>
        </div>
      )}
      <form className="row sp-quiet" onSubmit={onSubmit} noValidate>
        <label className="check">
          <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
          {t('watch.quiet.enable')}
        </label>
        <input
          aria-label={t('watch.quiet.from')}
          value={from}
          size={5}
          disabled={!on}
          onChange={(e) => setFrom(e.target.value)}
          aria-invalid={!!error}
        />
        <span>{t('watch.quiet.and')}</span>
        <input
          aria-label={t('watch.quiet.to')}
          value={to}
          size={5}
          disabled={!on}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={!!error}
        />
        <button type="submit" className="btn">
          {t('watch.quiet.save')}
        </button>
        {saved && <span role="status">{t('watch.quiet.saved')}</span>}
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
