import type { Priority } from '@/lib/api/limiter';
import { caught } from '@/lib/diagnostics/log';
import type { PageHandlers } from '@/lib/messaging/protocol';
import {
  overviewScopeKey,
  panelKey,
  detailsManyKey,
  positionsKey,
  rangeKey,
  writePanelEntry,
  type PanelEntry,
} from '@/lib/storage/panel-cache';
import { readTitles, titlesToRead } from './campaign-titles';
import { campaignsForDomain } from './campaigns';
import { keywordDetails, keywordsDetails } from './details';
import type { MonitoringPort } from './port';
import { positionsReport } from './positions';
import { campaignOverview } from './overview';

export type PortFactory = (priority?: Priority) => Promise<MonitoringPort>;

const entry = <T>(value: T, at = Date.now()): PanelEntry<T> => ({
  at,
  value,
  complete: true,
  progress: null,
});

/** The titles of a domain's answer, to tell whether reading them changed anything. */
const titlesOf = (answer: { campaigns: { id: number; title: string }[] }) =>
  answer.campaigns.map((c) => `${c.id}:${c.title}`).join('\n');

/**
 * The commands behind what the side panel shows. Each answer is also kept in the panel cache
 * (lib/storage/panel-cache.ts), which the panel paints from at once on its next open and watches
 * while a report fills in; the panel decides when asking again is worth a request.
 */
export function panelHandlers(
  port: PortFactory,
): Pick<
  PageHandlers,
  | 'monitoring.forDomain'
  | 'monitoring.positions'
  | 'monitoring.overview'
  | 'monitoring.keywords.details'
  | 'monitoring.keywords.detailsMany'
> {
  return {
    'monitoring.forDomain': async ({ domain, fresh }) => {
      const now = await port();
      const result = await campaignsForDomain(now, domain, fresh, 'known');
      const key = panelKey('domain', result.domain);
      await writePanelEntry(key, null, entry(result));
      // Titles come from retrieve, one call each: read behind the first rows, then published. The
      // answer is compared with the titles known afterwards, not with what was unknown before it:
      // a title another view read in the meantime (campaignsForPicker) must be published too.
      const ids = result.campaigns.map((c) => c.id);
      void (async () => {
        if ((await titlesToRead(ids)).length) await readTitles(await port('later'), ids);
        const titled = await campaignsForDomain(now, domain, false, 'known');
        if (titlesOf(titled) !== titlesOf(result)) await writePanelEntry(key, null, entry(titled));
      })().catch(caught('monitoring: reading campaign titles for the side panel'));
      return result;
    },

    'monitoring.positions': async (input) => {
      const key = positionsKey(input);
      let at = 0;
      return positionsReport(await port(), input, {
        later: await port('later'),
        publish: async ({ report, complete, progress }) => {
          at ||= Date.now();
          await writePanelEntry(key, input.campaignId, { at, value: report, complete, progress });
        },
      });
    },

    'monitoring.overview': async (input) => {
      const result = await campaignOverview(await port(), input);
      const key = panelKey('overview', input.campaignId, rangeKey(input), overviewScopeKey(input));
      await writePanelEntry(key, input.campaignId, entry(result));
      return result;
    },

    'monitoring.keywords.details': async (input) => {
      const result = await keywordDetails(await port(), input);
      if (input.campaignId) {
        const key = panelKey(
          'details',
          input.campaignId,
          input.keywordId,
          input.type,
          rangeKey(input),
        );
        await writePanelEntry(key, input.campaignId, entry(result));
      }
      return result;
    },

    'monitoring.keywords.detailsMany': async (input) => {
      const result = await keywordsDetails(await port(), input);
      if (input.campaignId) {
        const key = detailsManyKey(input.campaignId, input.keywordIds, input.type, input);
        await writePanelEntry(key, input.campaignId, entry(result));
      }
      return result;
    },
  };
}
