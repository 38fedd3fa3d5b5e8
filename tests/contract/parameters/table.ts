import { auditRows } from './audits';
import { groupRows } from './monitoring-groups';
import { campaignRows } from './monitoring-campaigns';
import { researchRows } from './research';
import type { ParamRow } from './row';

/** The operations × parameters table: one row per documented request parameter (./documented.ts). */
export const parameterTable: ParamRow[] = [
  ...auditRows,
  ...researchRows,
  ...campaignRows,
  ...groupRows,
];
