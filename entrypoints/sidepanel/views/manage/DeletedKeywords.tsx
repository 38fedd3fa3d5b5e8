import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import { useAction } from '../../hooks/useAction';
import { ActionFeedback } from '../ActionFeedback';
import { useLoad } from '@/components/useLoad';

/** The campaign's deleted keywords, listed on demand, restorable (they come back stopped). */
export function DeletedKeywords({
  campaignId,
  groups,
  readonly,
  onChanged,
}: {
  campaignId: number;
  groups: GroupSummary[];
  readonly: boolean;
  onChanged: () => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);
  const [ticked, setTicked] = useState<number[]>([]);
  const list = useLoad(
    open ? `deleted:${campaignId}:${version}` : null,
    () => send('monitoring.keywords.list', { campaignId, deleted: true }),
    'side panel: deleted keywords',
  );
  const action = useAction();
  const groupTitle = new Map(groups.map((g) => [g.id, g.title]));
  const items = list.data ?? [];

  const restore = async () => {
    await action.run(
      () => send('monitoring.keywords.setStatus', { ids: ticked, action: 'restore' }),
      (results) => ({
        title: t('sidepanel.bulk.keywords.restore', { count: ticked.length }),
        results,
        names: Object.fromEntries(items.map((k) => [String(k.id), k.title])),
      }),
    );
    setTicked([]);
    setVersion((v) => v + 1);
    onChanged();
  };

  return (
    <section className="card">
      <details open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>
          <h2 className="sp-inline-h">{t('sidepanel.keywords.deletedTitle')}</h2>
        </summary>
        <div className="stack sp-deleted-body">
          <ErrorBanner error={list.error} onRetry={list.reload} />
          {list.loading && !list.data && (
            <p className="muted" role="status">
              {t('common.loading')}
            </p>
          )}
          {list.data && items.length === 0 && (
            <p className="muted">{t('sidepanel.keywords.noneDeleted')}</p>
          )}
          {items.length > 0 && (
            <ul className="sp-deleted-list">
              {items.map((k) => (
                <li key={k.id}>
                  <label className="row">
                    {!readonly && (
                      <input
                        type="checkbox"
                        checked={ticked.includes(k.id)}
                        onChange={() =>
                          setTicked((s) =>
                            s.includes(k.id) ? s.filter((x) => x !== k.id) : [...s, k.id],
                          )
                        }
                      />
                    )}
                    <span>{k.title}</span>
                    <span className="field-help">{groupTitle.get(k.groupId) ?? ''}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {!readonly && items.length > 0 && (
            <div className="row">
              <button
                type="button"
                className="btn"
                disabled={ticked.length === 0 || action.busy}
                onClick={() => void restore()}
              >
                ↺ {t('sidepanel.keywords.restoreButton', { count: ticked.length })}
              </button>
            </div>
          )}
          <ActionFeedback action={action} />
        </div>
      </details>
    </section>
  );
}
