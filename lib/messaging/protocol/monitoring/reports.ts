export type * from '../monitoring-report';

/*
 * What the side panel's report commands answer (positions, overview, keyword details): series
 * aligned on one list of periods, table-ready.
 */

/** The overview, with its history: defined in ../campaigns.ts with the other overview reads. */
export type { CampaignOverview } from '../campaigns';
