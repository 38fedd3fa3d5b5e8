import type { PageHandlers } from '@/lib/messaging/protocol';
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
import { panelHandlers, type PortFactory } from './panel';
import { listGroups, listKeywords } from './structure';
import { monitoringTables } from './tables';
import { browseCampaigns, browseFigures } from './browse';
import { logCaught } from '@/lib/diagnostics/log';

/**
 * The `monitoring.*` commands (protocol: lib/messaging/protocol/monitoring/index.ts), served in
 * the page that sends them (lib/messaging/local.ts). `port` is the service client: in a page, the
 * background's, through messages (./remote.ts).
 */
export function monitoringHandlers(port: PortFactory): PageHandlers {
  return {
    ...panelHandlers(port),

    'monitoring.campaigns.list': async ({ status }) => {
      const list = await campaignsForPicker(await port());
      return status?.length ? list.filter((c) => status.includes(c.status)) : list;
    },
    'monitoring.campaigns.create': async (input) => createCampaign(await port(), input),
    'monitoring.campaigns.update': async (input) => updateCampaign(await port(), input),
    'monitoring.campaigns.setStatus': async ({ ids, action }) =>
      setCampaignStatus(await port(), ids, action),

    'monitoring.groups.list': async ({ campaignId }) => listGroups(await port(), campaignId),
    'monitoring.groups.create': async ({ campaignId, groups }) =>
      createGroups(await port(), campaignId, groups),
    'monitoring.groups.update': async ({ groups }) => updateGroups(await port(), groups),
    'monitoring.groups.setStatus': async ({ ids, action }) =>
      setGroupStatus(await port(), ids, action),

    'monitoring.keywords.list': async (input) => listKeywords(await port(), input),
    'monitoring.keywords.create': async ({ groupId, campaignId, keywords }) => {
      const p = await port();
      // The cost per keyword (one slot per device of the group) lets pages explain a limit refusal;
      // the title narrows reading back what was added.
      const group = await p.groups.retrieve(groupId).catch((error: unknown) => {
        void logCaught('monitoring: reading the group before adding keywords', error);
        return null;
      });
      const devices = Math.max(1, group?.devices.length ?? 1);
      return createKeywords(
        p,
        { groupId, campaignId, groupTitle: group?.title },
        keywords,
        devices,
      );
    },
    'monitoring.keywords.setStatus': async ({ ids, action }) =>
      setKeywordStatus(await port(), ids, action),
    'monitoring.keywords.move': async ({ ids, groupId }) =>
      moveKeywords(await port(), ids, groupId),

    'monitoring.access.get': async ({ campaignId }) => campaignAccess(await port(), campaignId),
    'monitoring.access.set': async (input) => changeAccess(await port(), input),

    'monitoring.campaigns.browse': async (input) => browseCampaigns(await port(), input),
    'monitoring.campaigns.browseFigures': async (input) => browseFigures(await port(), input),
    'monitoring.keywords.retrieve': async ({ id }) => (await port()).keywords.retrieve(id),

    'monitoring.tables': async () => monitoringTables(await port()),
  };
}
