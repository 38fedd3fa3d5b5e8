import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import type { SerializedError } from '@/lib/api/errors';
import { useStorageItem } from '@/components/useStorageItem';
import { checkCost } from '@/lib/domain/audit-cost';
import { defaultLimits, needsConfirm } from '@/lib/domain/spending';
import { spendingLimits } from '@/lib/storage/spending';
import { domainOf } from '@/lib/domain/url';
import { launchPlans } from '@/lib/storage/launch-plans';
import type { LaunchAnswer } from '@/lib/messaging/protocol/audits';
import { devices as allDevices, type Device } from '@/lib/domain/device';
import type { Preferences } from '@/lib/storage/prefs';
import { usePopupStore } from '@/lib/stores/popup';
import { asError, send } from '../send';
import { typeTitle, type LaunchOptions } from '../useLaunchOptions';
import { buildLaunch } from './launch-input';
import { resolvePlan } from './launch-plan';
import { HeldLaunch } from './HeldLaunch';
import { LaunchConfirm, LaunchDone } from './LaunchConfirm';
import { LaunchCost } from './LaunchCost';
import { LaunchTarget } from './LaunchTarget';
import { problemText } from './launch-problem';
import { RunSettings } from './RunSettings';

interface Props {
  url: string;
  allowedTypes: string[];
  tokensLeft: number | null;
  prefs: Preferences;
  options: LaunchOptions;
  /** Why launching is impossible here (an unauditable page), shown instead of the button's use. */
  blocked?: string | null;
}

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** The launch form: devices, audit types or a profile, a title, and the cost before launching. */
export function LaunchForm({ url, allowedTypes, tokensLeft, prefs, options, blocked }: Props) {
  const { t } = useT();
  const draft = usePopupStore((s) => s.launch);
  const edit = usePopupStore((s) => s.editLaunch);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [answer, setAnswer] = useState<LaunchAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const limits = useStorageItem(spendingLimits) ?? defaultLimits;

  const site = domainOf(url);
  const remembered = useStorageItem(launchPlans)?.[site ?? ''] ?? null;
  const plan = resolvePlan(draft, prefs, allowedTypes, options.profiles, remembered);
  const build = buildLaunch(draft, plan, url, options.descriptor);
  const cost = checkCost(build.cost, tokensLeft);
  const profiles = options.profiles ?? [];
  const missing =
    blocked ??
    (plan.devices.length === 0
      ? t('popup.launch.needDevice')
      : plan.mode === 'types' && plan.types.length === 0
        ? t('popup.launch.needType')
        : plan.mode === 'profile' && !plan.profile
          ? t('popup.launch.needProfile')
          : build.problem
            ? problemText(t, build.problem)
            : null);

  async function launch() {
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      // One click, one id: a resend of this message can never launch a second time.
      const requestId = crypto.randomUUID();
      if (!build.input) return;
      const input = { requestId, ...build.input };
      const title = draft.title.trim();
      const launched = await send('audits.launch', title ? { ...input, title } : input);
      setAnswer(launched);
    } catch (e) {
      const err = asError(e);
      // A Limit error without numbers still deserves "needed vs left": we know both.
      if (err.kind === 'limit' && typeof err.details.needed !== 'number' && tokensLeft !== null) {
        err.details = { ...err.details, needed: cost.cost, left: tokensLeft };
      }
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  if (blocked) {
    // Nothing to choose on a page that cannot be audited: say why, keep the action visibly off.
    return (
      <section className="card stack launch" aria-labelledby="launch-heading">
        <h2 id="launch-heading">{t('popup.launch.heading')}</h2>
        <p className="muted">{blocked}</p>
        <button type="button" className="btn btn-primary btn-wide" disabled>
          {t('popup.launch.submitBlocked')}
        </button>
      </section>
    );
  }

  return (
    <>
      <form
        className="card stack launch"
        aria-labelledby="launch-heading"
        onSubmit={(e) => {
          e.preventDefault();
          if (missing || busy) return;
          // Over the user's threshold it asks first (Options → Spending), nothing sent until then.
          if (needsConfirm(cost.cost, limits)) setConfirming(true);
          else void launch();
        }}
      >
        <h2 id="launch-heading">{t('popup.launch.heading')}</h2>
        <LaunchTarget url={url} />

        <fieldset className="chips">
          <legend>{t('popup.launch.devices')}</legend>
          {allDevices.map((d: Device) => (
            <label key={d} className="chip">
              <input
                type="checkbox"
                name="device"
                value={d}
                checked={plan.devices.includes(d)}
                onChange={() => edit({ devices: toggle(plan.devices, d) })}
              />
              <span>{t(`common.devices.${d}`)}</span>
            </label>
          ))}
        </fieldset>

        <div className="segmented" role="radiogroup" aria-label={t('popup.launch.what')}>
          {(['types', 'profile'] as const).map((m) => (
            <label key={m} className={plan.mode === m ? 'on' : ''}>
              <input
                type="radio"
                name="mode"
                value={m}
                checked={plan.mode === m}
                disabled={m === 'profile' && profiles.length === 0}
                onChange={() => edit({ mode: m })}
              />
              {t(m === 'types' ? 'popup.launch.modeTypes' : 'popup.launch.modeProfile')}
            </label>
          ))}
        </div>

        {plan.mode === 'types' ? (
          <fieldset className="chips" aria-label={t('popup.launch.types')}>
            {allowedTypes.length === 0 && (
              <p className="muted small">{t('popup.launch.noTypes')}</p>
            )}
            {allowedTypes.map((type) => (
              <label key={type} className="chip">
                <input
                  type="checkbox"
                  name="type"
                  value={type}
                  checked={plan.types.includes(type)}
                  onChange={() => edit({ types: toggle(plan.types, type) })}
                />
                <span>{typeTitle(type, options.descriptor)}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <label className="field">
            <span>{t('popup.launch.profile')}</span>
            <select
              name="profile"
              value={plan.profile?.id ?? ''}
              onChange={(e) => edit({ profileId: Number(e.target.value) || null, mode: 'profile' })}
            >
              {!plan.profile && <option value="">{t('popup.launch.chooseProfile')}</option>}
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({t('popup.launch.typeCount', { count: p.types.length })})
                  {p.id === prefs.defaultProfileId ? ` · ${t('popup.launch.default')}` : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        <RunSettings
          descriptor={options.descriptor}
          types={plan.mode === 'profile' ? (plan.profile?.types ?? []) : plan.types}
          stored={plan.mode === 'profile' ? (plan.profile?.settings ?? null) : null}
          errors={build.settingsErrors}
        />
        {profiles.length === 0 && plan.mode === 'types' && options.profiles !== null && (
          <p className="field-help">{t('popup.launch.noProfiles')}</p>
        )}
        {options.profilesError && options.profilesError.kind !== 'auth' && (
          <p className="field-help">{t('popup.launch.profilesFailed')}</p>
        )}

        <label className="field">
          <span>
            {t('popup.launch.title')} <span className="muted">{t('popup.launch.optional')}</span>
          </span>
          <input
            type="text"
            name="title"
            maxLength={200}
            placeholder="Stormlens"
            value={draft.title}
            onChange={(e) => edit({ title: e.target.value })}
          />
        </label>

        <LaunchCost
          cost={cost}
          target={draft.target}
          count={build.count}
          devices={plan.devices.length}
          types={plan.typeCount}
        />
        {!missing && (
          <p className="muted small" data-testid="plan-source">
            {plan.source === 'site' && site
              ? t('popup.launch.fromSite', { site })
              : plan.source === 'options'
                ? t('popup.launch.fromOptions')
                : t('popup.launch.fromFirst')}
          </p>
        )}
        {missing && (
          <p className="field-error" id="launch-problem">
            {missing}
          </p>
        )}

        <button
          type="submit"
          className="btn btn-primary btn-wide"
          disabled={Boolean(missing) || busy}
        >
          {busy ? t('popup.launch.launching') : t('popup.launch.submit', { count: cost.cost })}
        </button>

        <ErrorBanner
          error={error}
          onDismiss={() => setError(null)}
          onRetry={error?.kind === 'throttling' ? () => void launch() : undefined}
        />
      </form>
      {/* Beside the form, not in it: the dialogs (a confirmation, deleting an extra run) hold
          forms of their own, whose submit would bubble to the launch form's. */}
      {answer && <LaunchDone answer={answer} testId="launch-answer" />}
      <LaunchConfirm
        open={confirming}
        title={t('popup.confirm.title')}
        cost={cost.cost}
        limit={limits.confirmOver}
        left={tokensLeft}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void launch();
        }}
      />
      <HeldLaunch tokensLeft={tokensLeft} />
    </>
  );
}
