/**
 * Access sharing (rows 30–31) and the lookup tables (rows 51–53).
 */
import type { Hono } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { badRequest, fail, ok } from '../core/envelope.ts';
import { API, bodyOf, callerOf, stateOf } from './http.ts';
import { getAccess, setAccess } from './sharing.ts';
import { MONITORING_TABLE_NAMES, monitoringTable } from './tables.ts';

export function registerMisc(app: Hono<AppEnv>, ctx: EmulatorContext) {
  app.post(`${API}/monitoring-campaign/get-access`, (c) =>
    ok(c, getAccess(stateOf(ctx), callerOf(c), ctx.state.accounts)),
  );

  app.post(`${API}/monitoring-campaign/set-access`, (c) => {
    const result = setAccess(
      stateOf(ctx),
      callerOf(c),
      ctx.state.accounts,
      bodyOf(c),
      ctx.now(),
      ctx.settings.shareRefused,
    );
    if ('status' in result && 'text' in result && typeof result.text === 'string') {
      return fail(c, result.status as 400 | 404, result.text);
    }
    return ok(c, result);
  });

  app.get(`${API}/monitoring-tables/:table_name`, (c) => {
    const name = c.req.param('table_name');
    const table = monitoringTable(name);
    if (!table) {
      return badRequest(
        c,
        `Unknown table name "${name}": one of ${MONITORING_TABLE_NAMES.join(', ')}.`,
      );
    }
    return ok(c, table);
  });
}
