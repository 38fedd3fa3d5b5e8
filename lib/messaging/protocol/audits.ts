import { z } from 'zod/mini';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import type { AuditSummary, HistoryRun } from '../../storage/audits';
import { auditStatusSchema } from '@/lib/domain/audit-status';
import { auditTypeSchema } from '@/lib/domain/audit-types';
import { deviceSchema } from '@/lib/domain/device';
import { isUrl } from '@/lib/domain/url';
import { MAX_KEYWORDS, MAX_PAGES } from '@/lib/domain/launch-limits';
import { MAX_PLACE_NAME } from '@/lib/domain/place-name';
import { auditPageSizes, auditSortFields, sortOrders } from '@/lib/domain/list-order';
import { launchSources } from '@/lib/domain/spending';
import type { CannotTell, ReceivedTwice } from '@/lib/domain/received-twice';
import { command } from '../define';
import { readTicket } from './ticket';

/*
 * Commands of the audits area (`audits.*`). Answers are JSON-safe (times in ms since epoch) and use
 * the types of `lib/storage/audits.ts`. Progress does not come back through these answers: the
 * tracker writes `trackedAudits` and `latestResults` to storage and pages watch them.
 */

const device = deviceSchema;
const auditStatus = auditStatusSchema;
const auditType = auditTypeSchema;
const id = z.int().check(z.positive());
/**
 * Made by the page when the user acts (one click, one id) and sent with every token-spending
 * command: the background answers a repeat of the same id with the first outcome and never sends
 * it to the service again (entrypoints/background/once/run.ts).
 */
export const requestId = z
  .string()
  .check(z.refine((s) => /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i.test(s), 'message-invalid'));
// Messages here are input codes (lib/domain/input-issue.ts): pages translate them.
const httpUrl = z
  .pipe(
    z.string().check(z.trim()),
    z.string().check(z.refine(isUrl, { message: 'url', abort: true })),
  )
  .check(z.refine((value) => /^https?:\/\//i.test(value), 'page-url'));

const keywordOption = z.object({
  engine: id,
  country: id,
  location: z.optional(
    z.string().check(z.trim()).check(z.maxLength(MAX_PLACE_NAME, 'text-too-long')),
  ),
});

/**
 * How the outcome of a token-spending command became known: the service `answered`; or its answer
 * was lost and the background found what it did by reading the service — after a `restart` (the
 * worker was stopped mid-call and a new one took the request over), or in the same worker's life
 * because the connection failed (`network`), no answer came in time (`timeout`) or the service
 * failed while answering (`failed`).
 */
export type Delivery = 'answered' | 'restart' | 'network' | 'timeout' | 'failed';

/** What every token-spending answer also says (absent in answers stored before it was checked). */
interface Checked {
  delivery?: Delivery;
  /** The service made more than the one click asked for (found by reading back), or null. */
  twice?: ReceivedTwice | null;
  /** Why Stormlens cannot say whether the service received the click once, or null. */
  cannotTell?: CannotTell | null;
}

/** Audits created by one launch: the parent and its children (one per device × type). */
export interface LaunchAnswer extends Checked {
  parentId: number;
  childIds: number[];
  /** Tokens this launch cost and tokens left, as the service reported. */
  cost: number;
  /** Null when the answer was lost and the run found again in the audit list (no `left` there). */
  left: number | null;
  /**
   * Runs created: 1 for pages, one per phrase for keyword audits (whose children come later).
   * Absent in answers stored before keyword launches existed.
   */
  runs?: number;
}

export interface RefreshAnswer extends Checked {
  cost: number;
  left: number | null;
  /** Ids of the refreshed audits. */
  ids: number[];
}

/** The parents (with children) a launch or clone made: as the service answered, or as found. */
export interface CreatedRuns {
  cost: number;
  /** Null when found in the list, which does not report it. */
  left: number | null;
  created: { parentId: number; childIds: number[] }[];
}

export interface CloneAnswer extends Checked, CreatedRuns {}

/**
 * One audit with its results, for the full report. `data` holds the `audit_data` elements exactly
 * as the service sent them (shapes in ../shared/spec/service-notes.md; `lib/domain/audit-data.ts`
 * reads them), so the report can show every field, known or not.
 */
export interface RetrieveAnswer {
  audit: AuditSummary;
  data: unknown[];
}

/** A run's children as one page of the list shows them, and the list page after it (null: none). */
export interface ChildrenPage {
  children: AuditSummary[];
  nextPage: number | null;
}

/** A parent and the first list page of its children: what the full report paints first. */
export interface RunAnswer extends HistoryRun, ChildrenPage {}

/** A parent with every child and its results (comparing two runs). */
export interface ReportAnswer {
  parent: AuditSummary;
  children: RetrieveAnswer[];
}

export const listInputSchema = z.object({
  /** Absent: parents are listed; set: the children of that parent. */
  parentId: z.optional(id),
  sorting: z._default(
    z.object({
      field: z._default(z.enum(auditSortFields), 'created'),
      sort: z._default(z.enum(sortOrders), 'desc'),
    }),
    { field: 'created', sort: 'desc' },
  ),
  pager: z._default(
    z.object({
      itemsPerPage: z._default(z.literal(auditPageSizes), 25),
      page: z._default(z.int().check(z.gte(0)), 0),
    }),
    { itemsPerPage: 25, page: 0 },
  ),
  filters: z._default(
    z.object({
      title: z.optional(z.string().check(z.trim()).check(z.maxLength(500))),
      auditType: z.optional(z.array(auditType)),
      device: z.optional(z.array(device)),
      status: z.optional(z.array(auditStatus)),
    }),
    {},
  ),
});

export const auditsProtocol = {
  /**
   * Launch audits of one URL. Either `types` (each with its default settings from the settings
   * descriptor) or `profileId`, not both. The service title is `"<title or 'Stormlens'> — <url>"`
   * so `audits.history` finds every run, then the click's mark (lib/domain/audit-title.ts), by
   * which the read-back tells this click's runs from any other. The tracker starts following the new parent at once:
   * watch `latestResults[normalizeUrl(url)]` / `trackedAudits[parentId]` for progress.
   * Fails with `request` (bad input, `details.field`), `auth`, `access`, `limit`
   * (`details.needed` / `details.left` when known) or `throttling`.
   */
  'audits.launch': command<LaunchAnswer>()(() =>
    z
      .object({
        requestId,
        url: httpUrl,
        devices: z.array(device).check(z.minLength(1, 'list-empty')),
        types: z.optional(z.array(z.string().check(z.minLength(1)))),
        profileId: z.optional(id),
        /** Settings for this run only, by audit type (sent as `audits_settings`). */
        settings: z.optional(
          z.record(z.string().check(z.minLength(1)), z.record(z.string(), z.unknown())),
        ),
        title: z.optional(z.string().check(z.trim()).check(z.maxLength(200))),
        /** More pages of the site audited in the same run, after `url` (one parent for all). */
        pages: z.optional(z.array(httpUrl).check(z.maxLength(MAX_PAGES))),
        /** Phrases to audit instead of the page: one keyword audit (parent) per phrase. */
        keywords: z.optional(
          z
            .array(
              z.string().check(z.trim()).check(z.minLength(1, 'keywords-empty'), z.maxLength(200)),
            )
            .check(z.maxLength(MAX_KEYWORDS)),
        ),
        /** Engine and country: one for every keyword, or one per keyword. */
        keywordsOptions: z.optional(z.array(keywordOption)),
        /** Where the person started it, for the spending record (absent: the popup). */
        source: z.optional(z.enum(launchSources)),
      })
      .check(
        z.refine(
          (v) =>
            (v.types?.length ? 1 : 0) +
              (v.profileId === undefined ? 0 : 1) +
              (v.settings === undefined ? 0 : 1) ===
            1,
          {
            message: 'settings-missing',
            path: ['types'],
          },
        ),
        z.refine((v) => !v.keywords?.length || (v.keywordsOptions?.length ?? 0) > 0, {
          message: 'keyword-options-missing',
          path: ['keywordsOptions'],
        }),
      ),
  ),

  /**
   * The settings descriptor (audit types the account may use, each with its parameters and
   * defaults). Cached for 6 hours; `fresh: true` asks the service now.
   */
  'audits.settings': command<SettingsDescriptor>()(() =>
    z._default(z.object({ fresh: z._default(z.boolean(), false) }), { fresh: false }),
  ),

  /**
   * Every run of a URL from the service (parents whose title contains the URL, with their
   * children and scores), newest first. Also stored in `auditHistory[normalizeUrl(url)]`, and the
   * newest run fills `latestResults` when nothing newer is known.
   */
  'audits.history': command<HistoryRun[]>()(() => z.object({ url: httpUrl })),

  /** A parent audit with all its children and their results (comparing two runs). */
  'audits.report': command<ReportAnswer>()(() => z.object({ id })),

  /**
   * A parent audit and the first list page of its children (two calls, however big the run): what
   * the full report paints first, before the rest of the list (`audits.children` from `nextPage`)
   * and any child's results are read.
   */
  'audits.run': command<RunAnswer>()(() => z.object({ id })),

  /**
   * A later list page of a run's children (the `nextPage` of the page before), read at the
   * background's `later` priority behind the calls someone is waiting on.
   */
  'audits.children': command<ChildrenPage>()(() =>
    z.object({ parentId: id, page: z.int().check(z.positive()) }),
  ),

  /**
   * One audit with its results (`audit_data` as sent): the full report reads each child's. With
   * `later`, at the background's `later` priority: a site review reads many behind any click; a
   * `ticket` withdrawn before its turn drops it unsent (lib/storage/withdrawn.ts).
   */
  'audits.retrieve': command<RetrieveAnswer>()(() =>
    z.object({ id, later: z.optional(z.boolean()), ticket: readTicket }),
  ),

  /**
   * Run an audit again (costs tokens: one per child). The tracker follows it again and the
   * notification fires when it finishes.
   */
  'audits.refresh': command<RefreshAnswer>()(() => z.object({ requestId, id })),

  /**
   * Clone a finished parent audit under a new title (costs tokens). The URL is appended to the
   * title (`"<title> — <url>"`) when the title does not contain it, so history still finds it,
   * and the click's mark after it, as for a launch; pass `url` when the background may not know the parent. The clone is tracked like a launch.
   */
  'audits.clone': command<CloneAnswer>()(() =>
    z.object({
      requestId,
      id,
      title: z
        .string()
        .check(z.trim())
        .check(z.minLength(1, 'text-empty'))
        .check(z.maxLength(200, 'text-too-long')),
      url: z.optional(httpUrl),
    }),
  ),

  /** Delete an audit (irreversible) and forget it locally (tracker, latest results, history). */
  'audits.delete': command<{ deleted: true }>()(() => z.object({ id })),

  /**
   * The account's audits (Recent audits): the list endpoint's sorting, paging and filters. With
   * `parentId`, every child of that parent (the pager is read through, whatever it says).
   */
  'audits.list': command<AuditSummary[]>()(() => listInputSchema),
};
