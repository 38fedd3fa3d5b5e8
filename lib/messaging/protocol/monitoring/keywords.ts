import { KEYWORD_MAX, MAX_PASTED_KEYWORDS } from '@/lib/domain/keyword-paste';
import { z } from 'zod/mini';
import type { KeywordListItem, MonitoredKeyword } from '@/lib/api/schemas/monitoring';
import { bulkActionSchema } from '@/lib/domain/entity-status';
import type { CreateReadBack } from '@/lib/domain/received-twice';
import { command } from '../../define';
import type { BulkResult } from './bulk';
import { id, ids } from './fields';

/*
 * The keywords of a campaign: listing, adding phrases to a group, moving, deleting and restoring
 * them, and reading one as the service has it now.
 */

/** Keywords just added, and what the service made beyond them for the one click (read back). */
export interface KeywordsCreated extends CreateReadBack {
  /** Keyed by the phrase as sent (trimmed, de-duplicated). */
  results: BulkResult;
  /** Each keyword uses this many keyword-limit slots (one per device of the group). */
  devicesPerKeyword: number;
}

export const keywordCommands = {
  /** Keywords of a campaign (all pages). `deleted: true` lists only deleted ones. */
  'monitoring.keywords.list': command<KeywordListItem[]>()(() =>
    z.object({
      campaignId: id,
      deleted: z._default(z.boolean(), false),
      keyword: z.optional(z.string().check(z.trim()).check(z.maxLength(255))),
      groupName: z.optional(z.string().check(z.trim()).check(z.maxLength(255))),
    }),
  ),
  /**
   * Add phrases to a group; per-phrase results, read back after in the group's campaign
   * (`campaignId`: the service lists keywords by campaign).
   */
  'monitoring.keywords.create': command<KeywordsCreated>()(() =>
    z.object({
      groupId: id,
      campaignId: id,
      // Each phrase with its spaces tidied, then each once and none empty.
      keywords: z
        .array(
          z.string().check(
            z.overwrite((k) => k.trim().replace(/\s+/g, ' ')),
            z.maxLength(KEYWORD_MAX, 'text-too-long'),
          ),
        )
        .check(
          z.overwrite((list) => [...new Set(list.filter(Boolean))]),
          z.minLength(1, 'keywords-empty'),
          z.maxLength(MAX_PASTED_KEYWORDS, 'list-too-long'),
        ),
    }),
  ),
  'monitoring.keywords.setStatus': command<BulkResult>()(() =>
    z.object({ ids, action: bulkActionSchema }),
  ),
  /** Move keywords to another group (limits apply: a two-device group counts each twice). */
  'monitoring.keywords.move': command<BulkResult>()(() => z.object({ ids, groupId: id })),
  /** One keyword, read from the service (its current group and status). */
  'monitoring.keywords.retrieve': command<MonitoredKeyword>()(() => z.object({ id })),
};
