import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { suggestKeywords } from '@/lib/domain/domain-match';
import { send } from '@/lib/messaging/client';
import { saysMore, type CreateReadBack } from '@/lib/domain/received-twice';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import { usePanel } from '../../context';
import { useAction } from '../../hooks/useAction';
import { ActionFeedback } from '../ActionFeedback';
import { readHeadings } from '../../hooks/readHeadings';
import { ExtraMade } from './ExtraMade';
import { TextField, useProblemText } from '@/components/field/TextField';
import { SubmitButton } from '@/components/field/SubmitButton';
import { checkPastedKeywords, pastedPhrases } from '@/lib/domain/keyword-paste';
import { refusedField } from '@/lib/domain/refused-field';

/**
 * Add many keywords to a group: pasted lines, or suggestions from the tab's title and address.
 * What the service refused stays in the box with the reason; what it took is cleared.
 */
export function AddKeywords({
  groups,
  readonly,
  onChanged,
}: {
  groups: GroupSummary[];
  readonly: boolean;
  onChanged: () => void;
}) {
  const { t, error: describe } = useT();
  const { followed } = usePanel();
  const live = groups.filter((g) => g.status !== 'delete');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const action = useAction();
  // Keywords the service made beyond the click (read back), said under the results.
  const [twice, setTwice] = useState<CreateReadBack | null>(null);
  const group = live.find((g) => g.id === groupId) ?? live[0];
  useEffect(() => {
    if (groupId !== null && !live.some((g) => g.id === groupId)) setGroupId(null);
  }, [live, groupId]);

  const phrases = pastedPhrases(text);
  // The rules the client checks too, said at the box while typed (nothing pasted is cut); an
  // empty box is the button's reason only.
  const problem = checkPastedKeywords(phrases);
  const problemText = useProblemText();
  const atField = refusedField(action.error, { keywords: ['keywords'] }) !== null;
  const shown =
    atField && action.error
      ? describe(action.error)
      : problem?.code === 'keywords-empty'
        ? null
        : problem;
  const [headings, setHeadings] = useState<{ url: string; list: string[] } | null>(null);
  const [headingsNote, setHeadingsNote] = useState<string | null>(null);
  const [readingHeadings, setReadingHeadings] = useState(false);
  const suggestions = useMemo(
    () =>
      suggestKeywords(
        followed?.title,
        followed?.url,
        headings && headings.url === followed?.url ? headings.list : [],
      ),
    [followed?.title, followed?.url, headings],
  );
  const onReadHeadings = async () => {
    if (!followed?.tabId) return;
    const { url } = followed;
    setReadingHeadings(true);
    setHeadingsNote(null);
    const result = await readHeadings(followed.tabId, url);
    setReadingHeadings(false);
    if (!result.ok) {
      setHeadingsNote(
        t(
          result.reason === 'denied'
            ? 'sidepanel.keywords.headingsDenied'
            : 'sidepanel.keywords.headingsFailed',
        ),
      );
      return;
    }
    setHeadings({ url, list: result.headings });
    if (result.headings.length === 0) setHeadingsNote(t('sidepanel.keywords.headingsNone'));
  };
  const slots = phrases.length * (group?.devices.length ?? 1);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!group || problem) return;
    const created = await action.run(
      () =>
        send('monitoring.keywords.create', {
          groupId: group.id,
          campaignId: group.campaignId,
          keywords: phrases,
        }),
      (r) => ({
        title: t('sidepanel.keywords.added', { count: phrases.length, group: group.title }),
        results: r.results,
        hint:
          r.devicesPerKeyword > 1
            ? t('sidepanel.bulk.twoDeviceHint', { group: group.title })
            : undefined,
      }),
    );
    setTwice(saysMore(created) ? created : null);
    if (created) {
      const refused = phrases.filter((p) => created.results[p] && !created.results[p].ok);
      setText(refused.join('\n'));
      onChanged();
    }
  };

  if (readonly) return null;
  return (
    <section className="card stack" aria-labelledby="sp-m-add">
      <h2 id="sp-m-add">{t('sidepanel.keywords.addTitle')}</h2>
      {live.length === 0 ? (
        <p className="muted">{t('sidepanel.keywords.needGroup')}</p>
      ) : (
        <form className="stack" onSubmit={onSubmit}>
          <label className="field">
            {t('sidepanel.keywords.group')}
            <select value={group?.id ?? ''} onChange={(e) => setGroupId(Number(e.target.value))}>
              {live.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </select>
          </label>
          <TextField
            rows={5}
            label={t('sidepanel.keywords.lines')}
            value={text}
            onChange={(value) => {
              setText(value);
              if (atField) action.clearError();
            }}
            placeholder={t('sidepanel.keywords.placeholder')}
            problem={shown}
            help={`${t('sidepanel.keywords.cost', { count: phrases.length, slots })}${
              group && group.devices.length > 1 ? ` ${t('sidepanel.keywords.costTwo')}` : ''
            }`}
          />
          {followed?.tabId != null && (
            <div className="row sp-wrap">
              <button
                type="button"
                className="btn"
                onClick={() => void onReadHeadings()}
                disabled={readingHeadings}
              >
                {readingHeadings
                  ? t('sidepanel.keywords.readingHeadings')
                  : t('sidepanel.keywords.readHeadings')}
              </button>
              {headingsNote && (
                <span className="field-help" role="status">
                  {headingsNote}
                </span>
              )}
            </div>
          )}
          {suggestions.length > 0 && (
            <div className="stack sp-suggest">
              <span className="field-help">{t('sidepanel.keywords.suggestions')}</span>
              <div className="row sp-wrap">
                {suggestions.map((s) => {
                  const on = phrases.includes(s);
                  return (
                    <button
                      key={s}
                      type="button"
                      className={`sp-chip ${on ? 'on' : ''}`}
                      aria-pressed={on}
                      onClick={() =>
                        setText(
                          on
                            ? phrases.filter((p) => p !== s).join('\n')
                            : [...phrases, s].join('\n'),
                        )
                      }
                    >
                      {on ? '✓ ' : '+ '}
                      {s}
                    </button>
                  );
                })}
              </div>
            </div>
          )}
          <div className="row">
            <SubmitButton busy={action.busy} reason={problemText(problem)}>
              {t('sidepanel.keywords.addButton', { count: phrases.length })}
            </SubmitButton>
          </div>
          <ActionFeedback action={action} atField={atField} />
        </form>
      )}
      {/* Outside the form: the notice's confirm dialog submits a form of its own. */}
      {twice && <ExtraMade action="keyword" found={twice} onChanged={onChanged} />}
    </section>
  );
}
