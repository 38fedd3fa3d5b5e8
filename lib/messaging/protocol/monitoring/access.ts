import { z } from 'zod/mini';
import { grantableLevelSchema, type AccessLevel } from '@/lib/domain/access-level';
import { command } from '../../define';
import { id, mail } from './fields';

/* Who may see and manage a campaign: reading and changing its sharing. */

export interface CampaignAccess {
  campaignId: number;
  /** The caller's level. */
  access: AccessLevel | null;
  owner: string | null;
  /** Other accounts with access (the owner is listed with level `owner` when known). */
  users: { mail: string; access: AccessLevel }[];
  /** When the next set-access call may be sent (epoch ms; the service allows one per 10 s). */
  nextSetAt: number;
}

export interface AccessChange {
  set: Record<string, boolean>;
  remove: Record<string, boolean>;
  nextSetAt: number;
}

export const accessCommands = {
  /** Who has access to a campaign. */
  'monitoring.access.get': command<CampaignAccess>()(() => z.object({ campaignId: id })),
  /**
   * Grant and/or remove access. Checked before sending: at most 3 grants, levels manager/readonly,
   * never the owner, one call per 10 s (a `request` error with `details.waitMs` otherwise).
   */
  'monitoring.access.set': command<AccessChange>()(() =>
    z
      .object({
        campaignId: id,
        set: z._default(
          z
            .array(z.object({ mail, permission: grantableLevelSchema }))
            .check(z.maxLength(3, 'sharing-max')),
          [],
        ),
        remove: z._default(z.array(mail), []),
      })
      .check(z.refine((v) => v.set.length + v.remove.length > 0, 'sharing-empty')),
  ),
};
