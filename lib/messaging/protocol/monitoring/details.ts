import { z } from 'zod/mini';
import { detailTypeSchema, type DetailType } from '@/lib/domain/detail-type';
import { command } from '../../define';
import { id, presetDays, withRange } from './fields';
import type { PositionValue } from './positions';

/*
 * Keyword details (monitoring.keywords.details, detailsMany): the other domains ranking for a
 * keyword over a range, as a heatmap, competitors or the top 50.
 */

export interface DetailsDomain {
  domain: string;
  /** One value per `KeywordDetails.dates` entry. */
  positions: PositionValue[];
  /** The service's change for the latest period (any spelling, any type), else computed. */
  change: number | null;
  url: string | null;
}

export interface KeywordDetails {
  keywordId: number;
  type: DetailType;
  dates: string[];
  /** Per device, the domains ranking for the keyword, best latest position first. */
  devices: Record<string, DetailsDomain[]>;
  partial: boolean;
}

/** Keyword details of several keywords from one request (`id` as an array). */
export interface KeywordsDetails {
  type: DetailType;
  dates: string[];
  /** In the order asked. */
  keywords: KeywordDetails[];
  partial: boolean;
}

export const detailsCommands = {
  /** Other domains ranking for a keyword: heatmap / competitors / top50. */
  'monitoring.keywords.details': command<KeywordDetails>()(() =>
    withRange({
      keywordId: id,
      type: z._default(detailTypeSchema, 'top50'),
      /** The keyword's campaign and the range's preset: where the panel keeps the answer. */
      campaignId: z.optional(id),
      presetDays,
    }),
  ),
  /** The same for several keywords in one request (`id` as an array). */
  'monitoring.keywords.detailsMany': command<KeywordsDetails>()(() =>
    withRange({
      keywordIds: z.array(id).check(z.minLength(1, 'ids-empty')).check(z.maxLength(200)),
      type: z._default(detailTypeSchema, 'top50'),
      campaignId: z.optional(id),
      presetDays,
    }),
  ),
};
