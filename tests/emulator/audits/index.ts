import type { Area } from '../core/context.ts';
import { registerAuditRoutes } from './routes.ts';
import { registerProfileRoutes } from './profiles.ts';

/** Audits and audit profiles: rows 1–12 of ../shared/spec/endpoints.md. */
export const auditsArea: Area = (app, ctx) => {
  registerAuditRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
};
