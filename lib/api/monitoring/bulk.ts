import type { BulkAction } from '@/lib/domain/entity-status';
import type { Http } from '../http';
import { bulkOutcome } from '../schemas/bulk';
import { assertValid, checkIds, collect } from '../validate';

export type MonitoringEntity = 'monitoring-campaign' | 'monitoring-group' | 'monitoring-keyword';

/**
 * Start / stop / delete / restore of campaigns, groups or keywords: one critical section per
 * call, a per-id outcome back. A 409 (lock held) is retried by the HTTP layer; acting twice on
 * the same ids is harmless, so these count as idempotent.
 */
export function bulkAction(http: Http, entity: MonitoringEntity, action: BulkAction) {
  return async (ids: number[]) => {
    assertValid(collect(checkIds(ids, 'id')));
    return http.request({
      method: 'POST',
      path: `monitoring/${entity}/${action}`,
      body: { id: ids.map(Number) },
      schema: bulkOutcome,
      bulk: true,
    });
  };
}

/** The four bulk status calls of an entity, one per bulk action, named as the service names it. */
export function bulkCalls(http: Http, entity: MonitoringEntity) {
  return {
    /** Start (activate) these ids; each needs free limits. */
    start: bulkAction(http, entity, 'start'),
    /** Stop these ids. */
    stop: bulkAction(http, entity, 'stop'),
    /** Move these ids to the trash (restorable). */
    delete: bulkAction(http, entity, 'delete'),
    /** Restore deleted ids (they come back stopped). */
    restore: bulkAction(http, entity, 'restore'),
  } satisfies Record<BulkAction, unknown>;
}
