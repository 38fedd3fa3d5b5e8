/**
 * The monitoring area of the emulator (rows 20–53 of ../shared/spec/endpoints.md, plus the
 * documented `monitoring-keyword/get-data` alias): the plug-in point the core imports.
 */
import type { Area } from '../core/context.ts';
import { registerCampaigns } from './routes-campaigns.ts';
import { registerGroups } from './routes-groups.ts';
import { registerKeywords } from './routes-keywords.ts';
import { registerMisc } from './routes-misc.ts';
import { registerMoves } from './routes-moves.ts';
import { registerReports } from './routes-reports.ts';

export { createMonitoringState } from './demo.ts';
export type { MonitoringState } from './model.ts';

export const monitoringArea: Area = (app, ctx) => {
  // Fixed paths (get-list, start, …) before `/:id`: the routes differ by method anyway, but the
  // order keeps `GET …/get-list` from being read as an id.
  registerMoves(app, ctx);
  registerReports(app, ctx);
  registerMisc(app, ctx);
  registerCampaigns(app, ctx);
  registerGroups(app, ctx);
  registerKeywords(app, ctx);
};
