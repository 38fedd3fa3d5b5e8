import { handle } from '@/lib/messaging/server';
import { changeAccess, campaignAccess } from './access';
import { createCampaign, campaignsForPicker, setCampaignStatus, updateCampaign } from './campaigns';
import {
  createGroups,
  createKeywords,
  moveKeywords,
  setGroupStatus,
  setKeywordStatus,
  updateGroups,
} from './manage';
import { registerPanel, type PortFactory } from './panel';
import { listGroups, listKeywords } from './positions';
import { servicePort } from './service';
import { monitoringTables } from './tables';
import { browseCampaigns } from './overview';
import { statusOf } from '@/lib/domain/entity-status';
import { logCaught } from '@/lib/diagnostics/log';

/**
 * The `monitoring.*` commands (protocol: lib/messaging/protocol/monitoring/index.ts). Registered
 * synchronously from the background's main; every handler builds its port from storage when it
 * runs, so nothing lives in the worker between messages.
 */
export function registerMonitoring(port: PortFactory = servicePort): void {
  registerPanel(port);

  handle('monitoring.campaigns.list', async ({ status }) => {
    const list = await campaignsForPicker(await port());
    return status?.length ? list.filter((c) => status.includes(c.status)) : list;
  });
  handle('monitoring.campaigns.create', async (input) => createCampaign(await port(), input));
  handle('monitoring.campaigns.update', async (input) => updateCampaign(await port(), input));
  handle('monitoring.campaigns.setStatus', async ({ ids, action }) =>
    setCampaignStatus(await port(), ids, action),
  );

  handle('monitoring.groups.list', async ({ campaignId }) => listGroups(await port(), campaignId));
  handle('monitoring.groups.create', async ({ campaignId, groups }) =>
    createGroups(await port(), campaignId, groups),
  );
  handle('monitoring.groups.update', async ({ groups }) => updateGroups(await port(), groups));
  handle('monitoring.groups.setStatus', async ({ ids, action }) =>
    setGroupStatus(await port(), ids, action),
  );

  handle('monitoring.keywords.list', async (input) => listKeywords(await port(), input));
  handle('monitoring.keywords.create', async ({ groupId, keywords }) => {
    const p = await port();
    // The cost per keyword (one slot per device of the group) lets pages explain a limit refusal.
    const devices = await p.groups
      .retrieve(groupId)
      .then((g) => Math.max(1, g.devices.length))
      .catch((error: unknown) => {
        void logCaught('monitoring: reading the group before adding keywords', error);
        return 1;
      });
    return createKeywords(p, groupId, keywords, devices);
  });
  handle('monitoring.keywords.setStatus', async ({ ids, action }) =>
    setKeywordStatus(await port(), ids, action),
  );
  handle('monitoring.keywords.move', async ({ ids, groupId }) =>
    moveKeywords(await port(), ids, groupId),
  );

  handle('monitoring.access.get', async ({ campaignId }) =>
    campaignAccess(await port(), campaignId),
  );
  handle('monitoring.access.set', async (input) => changeAccess(await port(), input));

  handle('monitoring.campaigns.browse', async (input) => browseCampaigns(await port(), input));
  handle('monitoring.keywords.retrieve', async ({ id }) => {
    const k = await (await port()).keywords.retrieve(id);
    return { id: k.id, title: k.title, status: statusOf(k.status), groupId: k.groupId ?? 0 };
  });

  handle('monitoring.tables', async () => monitoringTables(await port()));
}
