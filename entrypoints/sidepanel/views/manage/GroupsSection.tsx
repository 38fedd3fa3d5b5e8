import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import type { BulkAction } from '@/lib/domain/entity-status';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import type { Loaded } from '@/components/useLoad';
import { useAction, type Outcome } from '../../hooks/useAction';
import { BulkResults } from '../BulkResults';
import { ActionFeedback } from '../ActionFeedback';
import { useTables } from '../../hooks/useTables';
import { deviceName } from '../positions/Filters';
import { StatusBadge } from '../StatusBadge';
import { GroupDraftsForm } from './GroupDraftsForm';
import { GroupEditForm } from './GroupEditForm';
import { StatusButton } from '../StatusButton';
import { ExtraMade } from './ExtraMade';
import type { CreateReadBack } from '@/lib/domain/received-twice';

interface Props {
  campaignId: number;
  groups: Loaded<GroupSummary[]>;
  readonly: boolean;
  onChanged: () => void;
}

/** The campaign's groups (deleted ones too, to restore): tick some, then act on them or edit them. */
export function GroupsSection({ campaignId, groups, readonly, onChanged }: Props) {
  const { t } = useT();
  const tables = useTables();
  const [ticked, setTicked] = useState<number[]>([]);
  const [mode, setMode] = useState<'list' | 'create' | 'edit'>('list');
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  // Groups the service made beyond a create's drafts: said where the form was, until left.
  const [twice, setTwice] = useState<CreateReadBack | null>(null);
  // What the last create made, kept once its form has closed.
  const [created, setCreated] = useState<Outcome | null>(null);
  const list = groups.data ?? [];
  const names = Object.fromEntries(list.map((g) => [String(g.id), g.title]));
  const chosen = list.filter((g) => ticked.includes(g.id));

  const act = async (act: BulkAction) => {
    const twoDevice = chosen.some((g) => g.devices.length > 1);
    await action.run(
      () => send('monitoring.groups.setStatus', { ids: ticked, action: act }),
      (results) => ({
        title: t(`sidepanel.bulk.groups.${act}`, { count: ticked.length }),
        results,
        names,
        hint: twoDevice ? t('sidepanel.groups.limitHintTwo') : t('sidepanel.groups.limitHint'),
      }),
    );
    setTicked([]);
    onChanged();
  };
  // Deleting asks first (it stops tracking the groups' keywords); the other moves are easy to undo.
  const onMove = (move: BulkAction) => (move === 'delete' ? setConfirming(true) : void act(move));

  const toggle = (id: number) =>
    setTicked((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <section className="card stack" aria-labelledby="sp-m-groups">
      <div className="row">
        <h2 id="sp-m-groups">{t('sidepanel.manage.groups')}</h2>
        <span className="spacer" />
        {!readonly && mode === 'list' && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              setTwice(null);
              setCreated(null);
              setMode('create');
            }}
          >
            + {t('sidepanel.groups.new')}
          </button>
        )}
      </div>
      <ErrorBanner error={groups.error} onRetry={groups.reload} />
      <ErrorBanner error={tables.error} onRetry={tables.reload} />
      {mode === 'create' && tables.data && (
        <GroupDraftsForm
          campaignId={campaignId}
          tables={tables.data}
          onCancel={() => setMode('list')}
          onCreated={(outcome) => {
            setMode('list');
            setCreated(outcome);
            onChanged();
          }}
          onMade={onChanged}
          onTwice={setTwice}
        />
      )}
      {created && <BulkResults {...created} onDismiss={() => setCreated(null)} />}
      {twice && <ExtraMade action="group" found={twice} onChanged={onChanged} />}
      {mode === 'edit' && tables.data && chosen.length > 0 && (
        <GroupEditForm
          groups={chosen}
          tables={tables.data}
          onCancel={() => setMode('list')}
          onSaved={() => {
            setMode('list');
            setTicked([]);
            onChanged();
          }}
        />
      )}
      {groups.loading && !groups.data && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {list.length === 0 && groups.data && <p className="muted">{t('sidepanel.groups.none')}</p>}
      <ul className="sp-group-list">
        {list.map((g) => (
          <li key={g.id} className={`sp-group ${g.status === 'delete' ? 'sp-deleted' : ''}`}>
            <label className="sp-group-main">
              {!readonly && (
                <input
                  type="checkbox"
                  checked={ticked.includes(g.id)}
                  onChange={() => toggle(g.id)}
                  aria-label={t('sidepanel.groups.tick', { title: g.title })}
                />
              )}
              <span className="sp-group-text">
                <span className="sp-group-title">{g.title}</span>
                <span className="field-help">
                  {[
                    g.engineName ?? `#${g.engine}`,
                    g.countryName ?? `#${g.country}`,
                    g.location || null,
                    g.devices.map((d) => deviceName(t, d)).join(' + '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="field-help">
                  {t('sidepanel.groups.slots', { count: g.keywordsCount })}
                </span>
              </span>
            </label>
            <StatusBadge status={g.status} />
          </li>
        ))}
      </ul>
      {!readonly && ticked.length > 0 && mode === 'list' && (
        <div className="sp-selection" role="group" aria-label={t('sidepanel.groups.actions')}>
          <strong>{t('sidepanel.groups.selected', { count: ticked.length })}</strong>
          <div className="row sp-wrap">
            <StatusButton move="start" busy={action.busy} onMove={onMove} />
            <StatusButton move="stop" busy={action.busy} onMove={onMove} />
            <StatusButton move="restore" busy={action.busy} onMove={onMove} />
            <StatusButton move="delete" busy={action.busy} onMove={onMove} />
            <button
              type="button"
              className="btn"
              disabled={action.busy || chosen.some((g) => g.status === 'delete')}
              onClick={() => setMode('edit')}
            >
              ✎ {t('sidepanel.groups.edit')}
            </button>
          </div>
        </div>
      )}
      <ActionFeedback action={action} />
      <ConfirmDialog
        open={confirming}
        title={t('sidepanel.bulk.groups.delete', { count: chosen.length })}
        confirmLabel={t('sidepanel.actions.delete')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act('delete');
        }}
      >
        <p>{t('sidepanel.groups.confirmDelete', { count: chosen.length })}</p>
      </ConfirmDialog>
    </section>
  );
}
