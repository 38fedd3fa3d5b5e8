import { ServiceError, ifGone, type SerializedError } from '@/lib/api/errors';
import type { ExtraEntity } from '@/lib/domain/received-twice';
import { send } from './client';

/*
 * Deleting what the service made beyond one click (lib/domain/received-twice.ts) through the
 * commands the pages already have, then reading it back: the notice says "deleted" only once the
 * service no longer shows the entity. Audit runs and profiles are deleted; monitoring entities move
 * to the service's `delete` status (restorable in the side panel for a while, as any delete there).
 */

const gone = () => false;

/** Whether the service still shows `extra` as a live entity. */
async function stillThere(extra: ExtraEntity): Promise<boolean> {
  const { id } = extra;
  switch (extra.kind) {
    case 'profile':
      return ifGone(() => send('profiles.retrieve', { id }).then(() => true), gone);
    case 'campaign':
      return (await send('monitoring.campaigns.list', {})).some(
        (c) => c.id === id && c.status !== 'delete',
      );
    case 'group':
      return (await send('monitoring.groups.list', { campaignId: extra.campaignId ?? 0 })).some(
        (g) => g.id === id && g.status !== 'delete',
      );
    case 'keyword':
      return ifGone(
        async () => (await send('monitoring.keywords.retrieve', { id })).status !== 'delete',
        gone,
      );
    case 'audit-run':
      return ifGone(() => send('audits.retrieve', { id }).then(() => true), gone);
  }
}

async function remove(extra: ExtraEntity): Promise<void> {
  const ids = [extra.id];
  switch (extra.kind) {
    case 'profile':
      await send('profiles.delete', { id: extra.id });
      return;
    case 'campaign':
      await send('monitoring.campaigns.setStatus', { ids, action: 'delete' });
      return;
    case 'group':
      await send('monitoring.groups.setStatus', { ids, action: 'delete' });
      return;
    case 'keyword':
      await send('monitoring.keywords.setStatus', { ids, action: 'delete' });
      return;
    case 'audit-run':
      await send('audits.delete', { id: extra.id });
      return;
  }
}

/**
 * Delete one extra entity and read back that it is gone: null when the service no longer shows
 * it, else the error to show (the delete's own, or that the entity is still there).
 */
export async function deleteExtra(extra: ExtraEntity): Promise<SerializedError | null> {
  try {
    await remove(extra);
    if (!(await stillThere(extra))) return null;
    return new ServiceError('exception', {
      message: `${extra.kind} ${extra.id} still listed after the delete`,
      details: { reason: 'still-there', id: extra.id },
    }).toJSON();
  } catch (error) {
    return ServiceError.from(error).toJSON();
  }
}
