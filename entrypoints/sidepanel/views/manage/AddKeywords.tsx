import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { suggestKeywords } from '@/lib/domain/domain-match';
import { send } from '@/lib/messaging/client';
import type { ReceivedTwice } from '@/lib/domain/received-twice';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import { usePanel } from '../../context';
import { useAction } from '../../hooks/useAction';
import { ActionFeedback } from '../ActionFeedback';
import { readHeadings } from '../../hooks/readHeadings';
import { ExtraMade } from './ExtraMade';

const linesOf = (text: string) => [
  ...new Set(
    text
      .split(/\r?\n|;/)
      .map((l) => l.trim().replace(/\s+/g, ' '))
      .filter(Boolean),
  ),
];

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
  const { t } = useT();
  const { followed } = usePanel();
  const live = groups.filter((g) => g.status !== 'delete');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const action = useAction();
  // Keywords the service made beyond the click (read back), said under the results.
  const [twice, setTwice] = useState<ReceivedTwice | null>(null);
  const group = live.find((g) => g.id === groupId) ?? live[0];
  useEffect(() => {
    if (groupId !== null && !live.some((g) => g.id === groupId)) setGroupId(null);
  }, [live, groupId]);

  const phrases = linesOf(text);
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
    if (!group || phrases.length === 0) return;
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
    setTwice(created?.receivedTwice ?? null);
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
          <label className="field">
            {t('sidepanel.keywords.lines')}
            <textarea
              rows={5}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('sidepanel.keywords.placeholder')}
            />
            <span className="field-help">
              {t('sidepanel.keywords.cost', { count: phrases.length, slots })}
              {group && group.devices.length > 1 && ` ${t('sidepanel.keywords.costTwo')}`}
            </span>
          </label>
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
            <button
              type="submit"
              className="btn btn-primary"
              disabled={action.busy || phrases.length === 0}
            >
              {t('sidepanel.keywords.addButton', { count: phrases.length })}
            </button>
          </div>
          <ActionFeedback action={action} />
        </form>
      )}
      {/* Outside the form: the notice's confirm dialog submits a form of its own. */}
      {twice && <ExtraMade action="keyword" found={twice} onChanged={onChanged} />}
    </section>
  );
}
