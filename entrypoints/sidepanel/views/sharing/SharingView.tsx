import { useEffect, useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { isEmail } from '@/lib/domain/email';
import { send } from '@/lib/messaging/client';
import type { AccessChange } from '@/lib/messaging/protocol/monitoring/access';
import { usePanel } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useLoad } from '@/components/useLoad';
import { SubmitButton } from '@/components/field/SubmitButton';
import { issue } from '@/lib/domain/input-issue';
import { GrantRow } from './GrantRow';
import type { Grant } from '@/lib/domain/access-level';
import { shareOutcome } from './share-outcome';

const MAX_GRANTS = 3;

/** Seconds until the service accepts the next sharing change (one per 10 s), ticking down. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Who has access to the campaign and at which level; grant manager or read-only by e-mail (at most
 * 3 per change), remove someone — the owner never. One change per 10 s, counted down on screen.
 */
export function SharingView() {
  const { t, issue: said } = useT();
  const { campaign } = usePanel();
  const [version, setVersion] = useState(0);
  const access = useLoad(
    campaign ? `access:${campaign.id}:${version}` : null,
    () => send('monitoring.access.get', { campaignId: campaign!.id }),
    "side panel: the campaign's sharing",
  );
  const [grants, setGrants] = useState<Grant[]>([{ mail: '', permission: 'readonly' }]);
  const [attempted, setAttempted] = useState(false);
  const [nextAt, setNextAt] = useState(0);
  const [result, setResult] = useState<AccessChange | null>(null);
  const action = useAction();
  const wait = useCountdown(Math.max(nextAt, access.data?.nextSetAt ?? 0));
  // "Too fast" refused before sending carries how long to wait: count that down too.
  const waitMs = action.error?.details?.waitMs;
  useEffect(() => {
    if (typeof waitMs === 'number') setNextAt(Date.now() + waitMs);
  }, [waitMs]);
  if (!campaign) return null;

  const data = access.data;
  const canManage = data ? data.access === 'owner' || data.access === 'manager' : false;
  const owner = data?.owner?.toLowerCase() ?? null;
  const filled = grants.filter((g) => g.mail.trim());
  const problems = grants.map((g) => {
    const mail = g.mail.trim().toLowerCase();
    if (!mail) return null;
    if (!isEmail(mail)) return t('sidepanel.sharing.badMail');
    if (owner && mail === owner) return t('sidepanel.sharing.ownerFixed');
    return null;
  });

  const apply = async (change: { set: Grant[]; remove: string[] }) => {
    setResult(null);
    const r = await action.run(() =>
      send('monitoring.access.set', { campaignId: campaign.id, ...change }),
    );
    if (r) {
      setResult(r);
      setNextAt(r.nextSetAt);
      const failed = change.set.filter(
        (g) => r.set[g.mail.trim().toLowerCase()] === false || r.set[g.mail.trim()] === false,
      );
      setGrants(failed.length ? failed : [{ mail: '', permission: 'readonly' }]);
      setAttempted(false);
      setVersion((v) => v + 1);
    }
  };

  const onGrant = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (filled.length === 0 || problems.some(Boolean)) return;
    await apply({
      set: filled.map((g) => ({ mail: g.mail.trim(), permission: g.permission })),
      remove: [],
    });
  };

  const outcome = shareOutcome(result, {
    grants: grants.map((g) => g.mail),
    people: data?.users.map((u) => u.mail) ?? [],
  });
  const notApplied = t('sidepanel.sharing.notApplied');

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="sp-share-who">
        <h2 id="sp-share-who">{t('sidepanel.sharing.who')}</h2>
        <ErrorBanner error={access.error} onRetry={access.reload} />
        {access.loading && !data && (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        )}
        {data && (
          <ul className="sp-people" aria-label={t('sidepanel.sharing.who')}>
            {data.users.map((u) => (
              <li key={u.mail} className="sp-person" data-mail={u.mail}>
                <span className="sp-avatar" aria-hidden="true">
                  {u.mail.slice(0, 1).toUpperCase()}
                </span>
                <span className="sp-person-mail">{u.mail}</span>
                <span className={`pill pill-level-${u.access}`}>
                  {t(`sidepanel.access.${u.access}`)}
                </span>
                {canManage && u.access !== 'owner' && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-danger sp-remove"
                    disabled={action.busy || wait > 0}
                    aria-label={t('sidepanel.sharing.removeOne', { mail: u.mail })}
                    aria-describedby={
                      outcome.notRemoved(u.mail) ? `sp-person-err-${u.mail}` : undefined
                    }
                    onClick={() => void apply({ set: [], remove: [u.mail] })}
                  >
                    {t('sidepanel.sharing.remove')}
                  </button>
                )}
                {outcome.notRemoved(u.mail) && (
                  <span className="field-error sp-person-error" id={`sp-person-err-${u.mail}`}>
                    {notApplied}
                  </span>
                )}
              </li>
            ))}
            {data.users.length === 0 && (
              <li className="muted">
                {canManage ? t('sidepanel.sharing.nobody') : t('sidepanel.sharing.hidden')}
              </li>
            )}
          </ul>
        )}
        <p className="field-help">{t('sidepanel.sharing.levels')}</p>
      </section>
      {data && !canManage && (
        <div className="banner banner-info" role="note">
          <p>{t('sidepanel.sharing.readonly')}</p>
        </div>
      )}
      {data && canManage && (
        <form className="card stack" onSubmit={onGrant} aria-labelledby="sp-share-grant" noValidate>
          <h2 id="sp-share-grant">{t('sidepanel.sharing.grant')}</h2>
          {grants.map((g, i) => (
            <GrantRow
              key={i}
              index={i}
              grant={g}
              problem={(attempted && problems[i]) || (outcome.refused(g.mail) ? notApplied : null)}
              onChange={(next) => setGrants((all) => all.map((x, j) => (j === i ? next : x)))}
              onDrop={
                grants.length > 1
                  ? () => setGrants((all) => all.filter((_, j) => j !== i))
                  : undefined
              }
            />
          ))}
          <div className="row sp-wrap">
            <SubmitButton
              type="button"
              className="btn"
              reason={
                grants.length >= MAX_GRANTS
                  ? said(issue('set', 'sharing-max', { max: MAX_GRANTS }))
                  : null
              }
              onClick={() => setGrants((all) => [...all, { mail: '', permission: 'readonly' }])}
            >
              + {t('sidepanel.sharing.addRow')}
            </SubmitButton>
            <span className="spacer" />
            {/* Disabled only with its reason beside it: the wait, or no address typed yet. */}
            <SubmitButton
              busy={action.busy}
              reason={
                wait > 0
                  ? t('sidepanel.sharing.wait', { s: wait })
                  : filled.length === 0
                    ? t('sidepanel.sharing.needMail')
                    : null
              }
            >
              {t('sidepanel.sharing.share', { count: Math.max(1, filled.length) })}
            </SubmitButton>
          </div>
          {/* The wait itself is the button's reason beside it; said once, not here again. */}
          <p className="field-help">{t('sidepanel.sharing.rules')}</p>
          {attempted && filled.length === 0 && (
            <p className="field-error">{t('sidepanel.sharing.needMail')}</p>
          )}
        </form>
      )}
      <ErrorBanner error={action.error} onDismiss={action.clearError} />
      {result && (outcome.unshown.length > 0 || outcome.applied) && (
        <div
          className={`banner ${outcome.unshown.length ? 'banner-warning' : 'banner-success'}`}
          role="status"
          data-testid="share-result"
        >
          <p>
            {outcome.unshown.length
              ? t('sidepanel.sharing.partly', { mails: outcome.unshown.join(', ') })
              : outcome.anyRefused
                ? t('sidepanel.sharing.appliedOthers')
                : t('sidepanel.sharing.done')}
          </p>
        </div>
      )}
    </div>
  );
}
