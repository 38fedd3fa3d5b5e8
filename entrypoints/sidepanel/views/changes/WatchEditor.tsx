import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import { siteHost } from '@/lib/domain/domain-match';
import { defaultWatchRules, type Watch, type WatchScope } from '@/lib/domain/watch';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { useAction } from '../../hooks/useAction';
import { useLoad } from '@/components/useLoad';
import { RuleFields, type RulesDraft } from './RuleFields';

export interface EditorTarget {
  campaign: { id: number; title: string; domain: string };
  watch: Watch | null;
}

type Kind = WatchScope['kind'];
export type FieldErrors = Partial<
  Record<'dayMove' | 'weekMove' | 'competitor' | 'rules' | 'group', string>
>;

/** Check the draft; every message in the page's language, and nothing typed is lost. */
function validate(
  draft: RulesDraft,
  ownDomain: string,
  t: ReturnType<typeof useT>['t'],
): FieldErrors {
  const errors: FieldErrors = {};
  const move = (on: boolean, text: string) =>
    on && !/^\d{1,2}$/.test(text.trim()) ? t('watch.editor.errors.move') : undefined;
  errors.dayMove =
    move(draft.dayOn, draft.dayMove) ||
    (draft.dayOn && Number(draft.dayMove) < 1 ? t('watch.editor.errors.move') : undefined);
  errors.weekMove =
    move(draft.weekOn, draft.weekMove) ||
    (draft.weekOn && Number(draft.weekMove) < 1 ? t('watch.editor.errors.move') : undefined);
  const rival = draft.competitor.trim();
  if (rival) {
    const host = siteHost(rival);
    if (!host) errors.competitor = t('watch.editor.errors.competitor');
    else if (host === siteHost(ownDomain)) errors.competitor = t('watch.editor.errors.ownDomain');
  }
  const anything =
    draft.dayOn || draft.weekOn || draft.tops.length || draft.top100 || draft.urlChange || rival;
  if (!anything) errors.rules = t('watch.editor.errors.nothing');
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;
}

/** Create or edit a watch: what it covers and which moves it reports. */
export function WatchEditor({ target, onDone }: { target: EditorTarget; onDone: () => void }) {
  const { t } = useT();
  const { campaign, watch } = target;
  const selected = useSidepanelStore((s) => s.selected);
  const initialScope =
    watch?.scope ??
    (selected.length
      ? { kind: 'keywords' as const, keywordIds: selected }
      : { kind: 'campaign' as const });
  const [kind, setKind] = useState<Kind>(initialScope.kind);
  const [groupId, setGroupId] = useState(initialScope.kind === 'group' ? initialScope.groupId : 0);
  const keywordIds = initialScope.kind === 'keywords' && watch ? initialScope.keywordIds : selected;
  const rules = watch?.rules ?? defaultWatchRules;
  const [draft, setDraft] = useState<RulesDraft>({
    dayOn: rules.dayMove !== null,
    dayMove: String(rules.dayMove ?? defaultWatchRules.dayMove),
    weekOn: rules.weekMove !== null,
    weekMove: String(rules.weekMove ?? defaultWatchRules.weekMove),
    tops: rules.tops,
    top100: rules.top100,
    urlChange: rules.urlChange,
    competitor: rules.competitor ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction();
  const form = useRef<HTMLFormElement>(null);
  // Opened from a button further down: the keyboard continues in the form, at its first choice.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input:checked')?.focus(), []);
  const groups = useLoad(
    kind === 'group' ? `groups:${campaign.id}` : null,
    () => send('monitoring.groups.list', { campaignId: campaign.id }),
    "watch: the campaign's groups",
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(draft, campaign.domain, t);
    const group = groups.data?.find((g) => g.id === groupId);
    if (kind === 'group' && !group) found.group = t('watch.editor.errors.group');
    setErrors(found);
    if (Object.keys(found).length) return;
    const scope: WatchScope =
      kind === 'campaign'
        ? { kind }
        : kind === 'group'
          ? { kind, groupId, title: group!.title }
          : { kind, keywordIds };
    const saved = await action.run(() =>
      send('watch.save', {
        id: watch?.id,
        campaignId: campaign.id,
        domain: campaign.domain,
        campaignTitle: campaign.title,
        scope,
        rules: {
          dayMove: draft.dayOn ? Number(draft.dayMove) : null,
          weekMove: draft.weekOn ? Number(draft.weekMove) : null,
          tops: draft.tops,
          top100: draft.top100,
          urlChange: draft.urlChange,
          competitor: draft.competitor.trim() ? siteHost(draft.competitor) : null,
        },
      }),
    );
    if (saved) onDone();
  };

  const title = watch ? 'watch.editor.editTitle' : 'watch.editor.newTitle';
  return (
    <form
      ref={form}
      className="stack sp-watch-editor"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="sp-we-h"
    >
      <h3 id="sp-we-h">{t(title, { campaign: campaign.title })}</h3>
      <fieldset className="stack">
        <legend>{t('watch.editor.what')}</legend>
        <label className="check">
          <input
            type="radio"
            name="scope"
            checked={kind === 'campaign'}
            onChange={() => setKind('campaign')}
          />
          {t('watch.editor.whole')}
        </label>
        <label className="check">
          <input
            type="radio"
            name="scope"
            checked={kind === 'group'}
            onChange={() => setKind('group')}
          />
          {t('watch.editor.group')}
        </label>
        {kind === 'group' && (
          <label className="field">
            <span className="visually-hidden">{t('watch.editor.group')}</span>
            <select
              value={groupId || ''}
              onChange={(e) => setGroupId(Number(e.target.value))}
              aria-invalid={!!errors.group}
              aria-describedby={errors.group ? 'sp-we-group-err' : undefined}
            >
              <option value="">—</option>
              {groups.data
                ?.filter((g) => g.status !== 'delete')
                .map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.title}
                  </option>
                ))}
            </select>
            {errors.group && (
              <span id="sp-we-group-err" className="field-error">
                {errors.group}
              </span>
            )}
          </label>
        )}
        <label className="check">
          <input
            type="radio"
            name="scope"
            checked={kind === 'keywords'}
            disabled={keywordIds.length === 0}
            onChange={() => setKind('keywords')}
          />
          {keywordIds.length
            ? t('watch.editor.chosen', { count: keywordIds.length })
            : t('watch.editor.chosenNone')}
        </label>
      </fieldset>
      <ErrorBanner error={groups.error} onRetry={groups.reload} />
      <RuleFields draft={draft} onChange={setDraft} errors={errors} />
      <ErrorBanner error={action.error} onDismiss={action.clearError} />
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={action.busy}>
          {t('watch.editor.save')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('watch.editor.cancel')}
        </button>
      </div>
    </form>
  );
}
