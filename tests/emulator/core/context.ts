import type { ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import type { Account } from './accounts.ts';
import type { Rng } from './random.ts';
import type { LockManager } from './lock.ts';
import type { RequestLog } from './request-log.ts';
import type { AuditsState } from '../audits/model.ts';
import type { MonitoringStateSlot } from './monitoring-slot.ts';
import type { DataSet } from '../agency/index.ts';

/** How the emulator was started (CLI flags or `createEmulator(options)`). */
export interface EmulatorConfig {
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  host: string;
  /** Seed of every invented value; the same seed gives the same demo data and scores. */
  seed: number;
  /** The data a fresh state holds: the demo account's few, or an agency's (tests/emulator/agency). */
  data: DataSet;
  /** Where the state is kept across restarts; null keeps it in memory only. */
  stateFile: string | null;
  /** The real service's one request per second per token (503 beyond it). */
  rateLimit: boolean;
  /** How long an audit takes from creation to `ready`/`error`. */
  auditDurationMs: number;
  /**
   * Each API answer's time, drawn from this range by the seed (null: at once). The real service
   * answers in hundreds of milliseconds; the real-pace e2e project and the bench use 150–700.
   */
  latencyMs: LatencyRange | null;
  /** How long a critical-section lock stays held after its call (0: only while the call runs). */
  lockHoldMs: number;
  /** Which real form bulk calls use when some ids fail (see README "Bulk results"). */
  bulkForm: BulkForm;
  /** Numbers in answers: numeric strings (`"1234"`, the real service's usual form) or JSON numbers. */
  numberForm: NumberForm;
  /** Error objects with their HTTP status, or inside a 200 body (both are real; see README). */
  errorForm: ErrorForm;
  /** Spelling of keyword details' change member: the SDK's `position change` or the table's. */
  changeKey: ChangeKey;
  /** Group retrieve: the SDK's `engines`/`locations` lists or the document's `engine`/`country`/`location`. */
  groupForm: GroupForm;
  /** Ranking URLs of reports: without a scheme as the SDK prints them (`example.com/pl`), or absolute. */
  urlForm: UrlForm;
  /** Print one line per request to stdout. */
  verbose: boolean;
  /** Emulator time (Unix ms) at start and after each reset; null: the machine's time. */
  startAt: number | null;
  /**
   * Emulator time stands still and moves only through `POST /__emulator/clock`: for tests that
   * check a moment of a time-driven state (an audit's 200 ms of `wait`), which real time would
   * otherwise carry past on a loaded machine.
   */
  stoppedClock: boolean;
}

export interface LatencyRange {
  min: number;
  max: number;
}
export type BulkForm = 'map' | 'statuses';
export type NumberForm = 'string' | 'json';
export type ErrorForm = 'in-200' | 'status';
export type ChangeKey = 'position change' | 'position_change';
export type GroupForm = 'sdk' | 'documented';
export type UrlForm = 'bare' | 'absolute';
/** The answer forms a client must read, as one switchable set (README "Wire forms"). */
export interface WireForms {
  bulkForm: BulkForm;
  numberForm: NumberForm;
  errorForm: ErrorForm;
  changeKey: ChangeKey;
  groupForm: GroupForm;
  urlForm: UrlForm;
}

/** Settings a running emulator can change (`POST /__emulator/settings`); reset restores config. */
export interface RuntimeSettings extends WireForms {
  rateLimit: boolean;
  auditDurationMs: number;
  latencyMs: LatencyRange | null;
  lockHoldMs: number;
  /**
   * Detailed data asking for more values than this (keywords × periods × devices) answers 503
   * throttle prevention without data, as the real service does with heavy reports ("split into
   * smaller requests", ../shared/spec/monitoring.md §7). Null: no limit (the default; the benchmark sets one).
   */
  heavyReportLimit: number | null;
  /**
   * A phrase every keyword-research report also finds, as an engine's suggestion may be anything
   * (tests: a 2,000-character phrase from the service); null for none.
   */
  extraSuggestion: string | null;
  /**
   * A name every finished audit's result also carries — a category of lighthouse and pagespeed
   * results, a check of the other types — as a name from the service may be anything (tests: a
   * 2,000-character word); null for none (`tests/emulator/audits/extra-result.ts`).
   */
  extraResultName: string | null;
  /**
   * Addresses set-access leaves unchanged, answering `false` for them beside the others' `true`:
   * ../shared/spec/monitoring.md maps each e-mail to a boolean success and gives no cause for a
   * `false` (tests: a change the service applies for some addresses and not others); empty for none.
   */
  shareRefused: string[];
  /**
   * Whether a number setting's description in the settings descriptor states its range ("(1–9)").
   * The document gives a parameter only title, description, default and maxlength or options, so
   * the real descriptor may state none (tests: a value only the service can refuse). True by default.
   */
  descriptorRanges: boolean;
}

/**
 * Everything that must survive a restart (`--state-file`) and is rebuilt by `reset`. Plain JSON:
 * no Dates, Maps or class instances. Areas own their slice and mutate it in place.
 */
export interface EmulatorState {
  version: number;
  seed: number;
  /** Emulator time (ms) when this state was seeded: demo data is placed relative to it. */
  seededAt: number;
  /** Emulator time minus real time: `startAt`'s offset plus what `POST /__emulator/clock` added. */
  clockOffsetMs: number;
  /** Id sequences by name (`audit`, `profile`, …) for `ctx.nextId`. */
  sequences: Record<string, number>;
  accounts: Account[];
  audits: AuditsState;
  monitoring: MonitoringStateSlot;
}

/** What every area gets. `state` is replaced by a reset: read `ctx.state` each time. */
export interface EmulatorContext {
  readonly config: EmulatorConfig;
  readonly settings: RuntimeSettings;
  state: EmulatorState;
  /** Emulator time in ms (real time plus the clock offset; see ./clock.ts). */
  now(): number;
  /** A deterministic generator for this key under the current seed. */
  random(seedKey: string): Rng;
  /** Next id of a sequence (ids are unique per sequence, never reused after delete). */
  nextId(sequence: string): number;
  /** Write the state file now (no-op without `--state-file`). Mutating calls persist anyway. */
  persist(): void;
  /** Critical-section locks (see lock.ts: `critical(c, ctx, keys, fn)` answers 409 for you). */
  locks: LockManager;
  log: RequestLog;
}

/** Hono's environment for every route: the caller's account and the parsed request. */
export interface AppEnv {
  /** The Node server's response (absent when a test calls `app.request` in process). */
  Bindings: { outgoing?: ServerResponse };
  Variables: {
    /** The live account of the `services_token` (set by the auth middleware on /api-v3/*). */
    account: Account;
    /** The JSON body (POST/PUT/DELETE), `{}` when empty. Always an object or array. */
    body: unknown;
    /** Echoed as the envelope's `params`: query (without the token) and body members. */
    params: Record<string, unknown>;
    /** The running server's settings (envelope.ts reads the wire forms from them). */
    settings: RuntimeSettings;
    /** The injected fault this request took, for the request log. */
    fault: string | undefined;
    /** The body as received (before JSON parsing), so `act-twice` can send the same again. */
    rawBody: string;
  };
}

/** An area registers its routes (full paths, e.g. `/api-v3/audits/audit/:id`) on the app. */
export type Area = (app: Hono<AppEnv>, ctx: EmulatorContext) => void;
