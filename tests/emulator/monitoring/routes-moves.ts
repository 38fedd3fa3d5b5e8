/**
 * The twelve bulk status calls (start / stop / delete / restore of campaigns, groups and
 * keywords). Each is a critical section over all its ids: when another call holds any of them the
 * whole call gets 409. Per-id failures come back in the core's bulk forms.
 */
import type { Hono } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { badRequest, bulk, type BulkOutcome } from '../core/envelope.ts';
import { critical } from '../core/lock.ts';
import { asIdList } from '../core/params.ts';
import { API, bodyOf, callerOf, stateOf } from './http.ts';
import type { EntityKind } from './model.ts';
import { applyMove, MOVES, type MoveFailure } from './status.ts';

const SEGMENT: Record<EntityKind, string> = {
  campaign: 'monitoring-campaign',
  group: 'monitoring-group',
  keyword: 'monitoring-keyword',
};

export function registerMoves(app: Hono<AppEnv>, ctx: EmulatorContext) {
  for (const kind of Object.keys(SEGMENT) as EntityKind[]) {
    for (const move of MOVES) {
      app.post(`${API}/${SEGMENT[kind]}/${move}`, (c) => {
        const ids = asIdList(bodyOf(c).id);
        if (!ids) return badRequest(c, 'Missing required field: id (an array of ids).');
        const keys = ids.map((id) => `${kind}:${id}`);
        return critical(c, ctx, keys, () => {
          const moveContext = {
            state: stateOf(ctx),
            caller: callerOf(c),
            accounts: ctx.state.accounts,
            now: ctx.now(),
          };
          const outcome: BulkOutcome = {};
          let firstFailure: MoveFailure | undefined;
          for (const id of ids) {
            const result = applyMove(moveContext, kind, id, move);
            if (result === true) outcome[id] = true;
            else {
              outcome[id] = result.text;
              firstFailure ??= result;
            }
          }
          return bulk(c, ctx, outcome, firstFailure?.status ?? 404);
        });
      });
    }
  }
}
