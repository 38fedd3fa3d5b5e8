import { z } from 'zod/mini';
import type { SerializedError } from '../../api/errors';
import type { AccessLevel } from '../../domain/access-level';
import type { Language } from '../../i18n';
import { MAX_PHRASE, normalisePhrase } from '../../domain/serp-phrase';
import type {
  SerpCampaign,
  SerpCompetitorPositions,
  SerpPosition,
  SerpStored,
} from '../../domain/serp-positions';
import { command } from '../define';

/*
 * Commands of the results page (`serp.*`), sent by the content script on a search engine's results
 * page (entrypoints/serp.content/) and served by entrypoints/background/serp/. They are the only
 * commands the background accepts from a content script (lib/messaging/server.ts). Shapes only grow:
 * fields are added, never renamed or removed.
 *
 *   serp.lookup        {phrase, pageHost}             → SerpLookup, from what Stormlens has STORED:
 *                       the phrase index says which campaigns track the phrase; positions come from
 *                       the side panel's stored reports, an earlier `serp.refresh`, or the watches'
 *                       changes. No service call, ever. `index`: 'off' (the feature is off, or
 *                       `pageHost` is not one of the chosen search domains: nothing to show),
 *                       'building' (not every campaign read yet: an empty list means "not known
 *                       yet", never "not tracked"), 'complete' (an empty list means "not tracked").
 *                       A campaign entry without `desktop`/`mobile` has no position stored for that
 *                       device (`stored` null: nothing stored at all) — show "not stored", not "out".
 *   serp.refresh       {campaignId, phrase}           → SerpCampaign read from the service now: one
 *                       rank-data call for that campaign narrowed to the phrase (the keyword filter
 *                       of ../shared/spec/monitoring.md), at the service's pace (the background's
 *                       rate limiter: one request a second). Kept, so the next lookup shows it.
 *                       `not-found` error when the index has no such campaign tracking the phrase.
 *   serp.openKeyword   {campaignId, keywordId}        → {opened}: the side panel (sidebar in
 *                       Firefox) on that keyword's story. Send it straight from the click handler:
 *                       the browser opens the panel only during the user's gesture. 'panel': the
 *                       panel opened; 'tab': the browser refused and the panel page opened in a tab.
 *   serp.targets       {}                             → SerpTargets: campaigns and their groups, from
 *                       the phrase index (no service call), for the "Add to monitoring…" picker
 *                       (campaign, then group, as in Research). Read-only campaigns are listed
 *                       with their access so the picker can say why they are not offered.
 *   serp.research     {phrase}                       → {opened}: the side panel's Research tab with the
 *                       phrase filled in (as the context menu's "Research"). Send it from the click.
 *   serp.addToMonitoring {campaignId, groupId, phrase} → SerpAdded: the phrase added to that group
 *                       with the same checked create as Research (read back; a lost answer is
 *                       found, never sent again); the new keyword enters the phrase index at once.
 *
 * Errors arrive as ServiceError (kind + message) through `send` (lib/messaging/client.ts), like
 * every other command.
 */

/** Where the phrase index stands (entrypoints/background/serp/index-build.ts). */
export type SerpIndexState = 'off' | 'building' | 'complete';

// A campaign's stored positions for a phrase are the domain's (lib/domain/serp-positions.ts).
export type { SerpCampaign, SerpCompetitorPositions, SerpPosition, SerpStored };

export interface SerpLookup {
  index: SerpIndexState;
  /** The phrase as compared (normalised: lib/domain/serp-phrase.ts). */
  phrase: string;
  /** The user's language (the preference, else the browser's): the results page's strings. */
  language: Language;
  campaigns: SerpCampaign[];
}

export interface SerpTargetCampaign {
  id: number;
  title: string;
  domain: string;
  access: AccessLevel;
  groups: { id: number; title: string }[];
}

export interface SerpTargets {
  index: SerpIndexState;
  campaigns: SerpTargetCampaign[];
}

export interface SerpAdded {
  added: boolean;
  /** The campaign entry of the new keyword (no positions yet); null when it was not added. */
  entry: SerpCampaign | null;
  /** Why it was not added (the service's refusal: a limit, a duplicate…). */
  error: SerializedError | null;
}

/** A phrase as typed in the search box: at most MAX_PHRASE characters, normalised. */
const phrase = z.pipe(
  z.string().check(z.maxLength(MAX_PHRASE, 'text-too-long')),
  z.pipe(z.transform(normalisePhrase), z.string().check(z.minLength(1, 'required'))),
);
const id = z.int().check(z.positive());
const host = z.string().check(z.minLength(1)).check(z.maxLength(253));

export const serpProtocol = {
  'serp.lookup': command<SerpLookup>()(() => z.object({ phrase, pageHost: host })),
  'serp.refresh': command<SerpCampaign>()(() => z.object({ campaignId: id, phrase })),
  'serp.openKeyword': command<{ opened: 'panel' | 'tab' }>()(() =>
    z.object({ campaignId: id, keywordId: id }),
  ),
  'serp.targets': command<SerpTargets>()(() => z._default(z.object({}), {})),
  'serp.addToMonitoring': command<SerpAdded>()(() =>
    z.object({ campaignId: id, groupId: id, phrase }),
  ),
  'serp.research': command<{ opened: 'panel' | 'tab' }>()(() => z.object({ phrase })),
};

/** The area a content script may send (lib/messaging/server.ts refuses it every other one). */
export const serpArea = 'serp.';
