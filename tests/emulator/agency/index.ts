/**
 * The agency data set (`--data agency`, `POST /__emulator/reset {data: "agency"}`): the demo
 * account as an agency sees it — 300 campaigns, own and shared by a client, one of them 5,000
 * phrases; 5,000 audit runs over 400 pages in a year — on top of the demo data, so every demo
 * journey still works. Built only when asked for (the demo data stays the default, and quick to
 * reset), deterministically from the seed; rank data is derived on request as ever
 * (tests/emulator/monitoring/ranks.ts), so only the records are stored. The watches an agency keeps
 * on ten of its campaigns are the extension's own storage: tests store them (`AGENCY_WATCHED`).
 */
import { DEMO_TOKEN, TEAMMATE_TOKEN } from '../core/accounts.ts';
import type { EmulatorState } from '../core/context.ts';
import { addAgencyRuns } from './audits.ts';
import { addAgencyCampaigns, agencyCampaign, BIG_SHOP, WATCHED_GENERATED } from './campaigns.ts';

export type DataSet = 'demo' | 'agency';
export const DATA_SETS: readonly DataSet[] = ['demo', 'agency'];

/** An agency's plan: room for what it tracks and audits (the demo's limits are a small one's). */
export const AGENCY_LIMITS = { campaigns: 400, keywords: 20_000, auditTokens: 10_000 } as const;

/** Domains of the ten campaigns the agency watches (the big shop among them). */
export const AGENCY_WATCHED: readonly string[] = [
  BIG_SHOP.domain,
  ...WATCHED_GENERATED.map((i) => agencyCampaign(i).domain),
];

export function addAgencyData(state: EmulatorState, nextId: (sequence: string) => number): void {
  const agency = state.accounts.find((a) => a.token === DEMO_TOKEN);
  const client = state.accounts.find((a) => a.token === TEAMMATE_TOKEN);
  if (!agency || !client) return;
  agency.campaignLimit = AGENCY_LIMITS.campaigns;
  agency.keywordLimit = AGENCY_LIMITS.keywords;
  agency.auditTokensLimit = agency.auditTokensLeft = AGENCY_LIMITS.auditTokens;
  const now = state.seededAt;
  addAgencyCampaigns(state.monitoring, { seed: state.seed, now, agency, client });
  addAgencyRuns(state.audits, { seed: state.seed, now, uid: agency.id, nextId });
}
