import { grantableLevels, type Grant } from '@/lib/domain/access-level';
import { ServiceError } from '../errors';
import type { Http } from '../http';
import { setAccessResultSchema, type SetAccessResult } from '../schemas/monitoring';
import { issue } from '@/lib/domain/input-issue';
import { assertValid, checkEmail, checkId, checkOneOf, collect, type Issue } from '../validate';

export type AccessChanges = Record<string, { set?: Grant[]; remove?: { mail: string }[] }>;

/** The service takes at most 3 `set` records per call. */
export const MAX_GRANTS_PER_CALL = 3;

export function setAccessIssues(changes: AccessChanges): Issue[] {
  const campaigns = Object.entries(changes ?? {});
  return collect(
    campaigns.length === 0 && issue('campaigns', 'sharing-campaign'),
    campaigns.every(([, c]) => !c.set?.length && !c.remove?.length) &&
      issue('set', 'sharing-empty'),
    campaigns.flatMap(([id, c]) =>
      collect(
        checkId(id, 'campaign'),
        (c.set ?? []).flatMap((g) =>
          collect(
            checkEmail(g.mail),
            // `owner` is permanent and cannot be granted (../shared/spec/monitoring.md, set
            // access).
            checkOneOf(g.permission, grantableLevels, 'permission'),
          ),
        ),
        (c.remove ?? []).map((r) => checkEmail(r.mail)),
      ),
    ),
  );
}

/**
 * Splits changes into bodies of at most 3 grants in all; removals (unlimited) ride on the first.
 * Grants are chunked across campaigns so the fewest calls — each 10 s apart — are made.
 */
export function splitAccessChanges(changes: AccessChanges): AccessChanges[] {
  const grants = Object.entries(changes).flatMap(([id, c]) =>
    (c.set ?? []).map((g) => [id, g] as const),
  );
  const bodies: AccessChanges[] = [];
  for (let i = 0; i < Math.max(grants.length, 1); i += MAX_GRANTS_PER_CALL) {
    const body: AccessChanges = {};
    for (const [id, grant] of grants.slice(i, i + MAX_GRANTS_PER_CALL))
      (body[id] ??= {}).set = [...(body[id]?.set ?? []), grant];
    bodies.push(body);
  }
  for (const [id, c] of Object.entries(changes)) {
    if (c.remove?.length) (bodies[0][id] ??= {}).remove = c.remove;
  }
  return bodies.filter((b) => Object.keys(b).length > 0);
}

function merge(into: SetAccessResult, part: SetAccessResult): SetAccessResult {
  for (const [id, r] of Object.entries(part)) {
    const target = (into[id] ??= { set: {}, remove: {} });
    Object.assign(target.set, r.set);
    Object.assign(target.remove, r.remove);
  }
  return into;
}

export function createSetAccess(http: Http) {
  /** Grant (readonly/manager) or remove access; e-mail → success per campaign, merged over calls. */
  return async (changes: AccessChanges): Promise<SetAccessResult> => {
    assertValid(setAccessIssues(changes));
    let result: SetAccessResult = {};
    const bodies = splitAccessChanges(changes);
    for (const [index, body] of bodies.entries()) {
      // Sequential on purpose: the service allows one set-access per 10 s (the slow lane waits).
      try {
        const part = await http.request({
          method: 'POST',
          path: 'monitoring/monitoring-campaign/set-access',
          body,
          schema: setAccessResultSchema,
          slowLane: 'set-access',
        });
        result = merge(result, part);
      } catch (error) {
        if (index === 0) throw error;
        // Earlier calls took effect: say so, so the UI can show what was granted before the failure.
        const failure = ServiceError.from(error);
        throw new ServiceError(failure.kind, {
          status: failure.status,
          serviceMessage: failure.serviceMessage,
          details: { ...failure.details, completedCalls: index, totalCalls: bodies.length },
          partial: result,
          cause: error,
        });
      }
    }
    return result;
  };
}
