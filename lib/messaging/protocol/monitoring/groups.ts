import { z } from 'zod/mini';
import { bulkActionSchema, type EntityStatus } from '@/lib/domain/entity-status';
import type { CreateReadBack } from '@/lib/domain/received-twice';
import { command } from '../../define';
import type { BulkResult } from './bulk';
import { id, ids, title } from './fields';

/*
 * The keyword groups of a campaign: listing, creating, editing, deleting and restoring them. A
 * group sets the engine, country, location and devices its keywords are tracked on.
 */

export interface GroupSummary {
  id: number;
  campaignId: number;
  title: string;
  status: EntityStatus;
  engine: number;
  engineName: string | null;
  country: number;
  countryName: string | null;
  /** Empty string: no location. */
  location: string;
  devices: string[];
  /** Keyword limit this group uses (keywords × devices), as the service counts it. */
  keywordsCount: number;
}

/** Groups just created: per draft index ("0", "1", …), and what was made beyond them. */
export interface GroupsCreated extends CreateReadBack {
  results: BulkResult;
}

const devices = z.array(z.string().check(z.minLength(1))).check(z.minLength(1, 'list-empty'));
const location = z.string().check(z.trim()).check(z.maxLength(255));
/** A new group: no location unless one is given. */
const groupDraft = z.object({
  title,
  engine: id,
  country: id,
  devices,
  location: z._default(location, ''),
});
/**
 * Only what the user changed, with the group's id. Every field optional and none defaulted: a
 * default would turn "location not touched" into "clear the location".
 */
const groupPatch = z.object({
  id,
  title: z.optional(title),
  engine: z.optional(id),
  country: z.optional(id),
  devices: z.optional(devices),
  location: z.optional(location),
});

export const groupCommands = {
  /** Groups of a campaign, every status (deleted included: the UI offers restore). */
  'monitoring.groups.list': command<GroupSummary[]>()(() => z.object({ campaignId: id })),
  /** Create one or several groups; keyed by the draft's index ("0", "1", …), read back after. */
  'monitoring.groups.create': command<GroupsCreated>()(() =>
    z.object({
      campaignId: id,
      groups: z.array(groupDraft).check(z.minLength(1)).check(z.maxLength(50)),
    }),
  ),
  /** Edit one or several groups; keyed by group id. */
  'monitoring.groups.update': command<BulkResult>()(() =>
    z.object({
      groups: z.array(groupPatch).check(z.minLength(1)).check(z.maxLength(100)),
    }),
  ),
  'monitoring.groups.setStatus': command<BulkResult>()(() =>
    z.object({ ids, action: bulkActionSchema }),
  ),
};
