import { accessCommands } from './access';
import { campaignCommands } from './campaigns';
import { detailsCommands } from './details';
import { groupCommands } from './groups';
import { keywordCommands } from './keywords';
import { overviewCommands } from './overview';
import { positionsCommands } from './positions';
import { tableCommands } from './tables';

/*
 * The monitoring area (`monitoring.*`): the commands a page serves itself (lib/messaging/local.ts)
 * with the read model in lib/monitoring/, which asks the background only for the service calls it
 * needs (`service.monitoring`, ../service.ts). Exactly the `monitoring.*` names (`pageArea`,
 * ../../define.ts), so `send` routes a command by its name without loading a schema.
 *
 * Coarse where it saves round-trips (the side panel asks once per tab switch / range change):
 *   monitoring.forDomain   {domain}                              → campaigns matching a domain (incl. shared)
 *   monitoring.positions   {campaignId, datemin, datemax, gap}   → groups + keywords + series, table-ready
 *   monitoring.overview    {campaignId, datemin, datemax, gap}   → up / down / unchanged / top 10 / visibility
 *   monitoring.campaigns.browse {…filters, page}                 → a page of campaigns (25), drawn at once
 *   monitoring.campaigns.browseFigures {range, ids}              → their overview figures and titles
 * Fine for management (each maps to one service operation, or a paged series of one):
 *   monitoring.campaigns.{list,create,update,setStatus}
 *   monitoring.groups.{list,create,update,setStatus}
 *   monitoring.keywords.{list,create,setStatus,move,retrieve,details,detailsMany}
 *   monitoring.access.{get,set}
 *   monitoring.tables (engines with their countries, devices; cached)
 *
 * For other areas (keyword research adds phrases to the current domain's campaign):
 *   1. send('monitoring.forDomain', { domain: 'shop.example.com' })  → { campaigns }
 *   2. send('monitoring.groups.list', { campaignId })                → GroupSummary[]
 *   3. send('monitoring.keywords.create', { groupId, campaignId, keywords: ['a', 'b'] })
 *        → { results: { a: { ok: true, value: <new id> }, b: { ok: false, message } }, devicesPerKeyword }
 *
 * Each file holds one topic's commands with their answer types; ./fields.ts the input fields they
 * share, ./bulk.ts the per-item answer of the bulk commands. Pages import types only
 * (../../client.ts uses `import type`), so zod stays out of page bundles. Every failure rejects
 * with a ServiceError (kind: limit, conflict, throttling, …).
 */
export const monitoringProtocol = {
  ...campaignCommands,
  ...positionsCommands,
  ...overviewCommands,
  ...groupCommands,
  ...keywordCommands,
  ...detailsCommands,
  ...accessCommands,
  ...tableCommands,
};
