import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Area, AppEnv, EmulatorConfig, EmulatorContext, WireForms } from './core/context.ts';
import { createRateLimiter } from './core/rate-limit.ts';
import { createFaultQueue } from './core/faults.ts';
import { createLockManager } from './core/lock.ts';
import { createRequestLog } from './core/request-log.ts';
import { mountInFlight } from './core/in-flight.ts';
import { seededRandom } from './core/random.ts';
import { startOffset } from './core/clock.ts';
import { loadState, saveState } from './core/persistence.ts';
import { createInitialState, sequenceOf } from './core/state.ts';
import { fail } from './core/envelope.ts';
import {
  authenticate,
  injectFaults,
  latency,
  parseBody,
  persistAfterWrite,
  rateLimit,
  requestLogger,
  routingPath,
} from './core/middleware.ts';
import { controlRoutes } from './control.ts';
import { ConnectionDropped } from './core/connection-faults.ts';
import { defaultAreas } from './areas.ts';
import type { DataSet } from './agency/index.ts';

export const DEFAULT_CONFIG: EmulatorConfig = {
  port: 8787,
  host: '127.0.0.1',
  seed: 42,
  data: 'demo',
  stateFile: null,
  rateLimit: true,
  auditDurationMs: 4000,
  latencyMs: null,
  lockHoldMs: 0,
  // The less convenient of each documented form by default (README "Wire forms").
  bulkForm: 'statuses',
  numberForm: 'string',
  errorForm: 'in-200',
  changeKey: 'position change',
  groupForm: 'sdk',
  urlForm: 'bare',
  verbose: false,
  startAt: null,
  stoppedClock: false,
};

/** The default forms alone (what every client-side test meets), for suites that start their own. */
export const DEFAULT_WIRE: WireForms = {
  bulkForm: DEFAULT_CONFIG.bulkForm,
  numberForm: DEFAULT_CONFIG.numberForm,
  errorForm: DEFAULT_CONFIG.errorForm,
  changeKey: DEFAULT_CONFIG.changeKey,
  groupForm: DEFAULT_CONFIG.groupForm,
  urlForm: DEFAULT_CONFIG.urlForm,
};

/**
 * The convenient form of each answer (JSON numbers, HTTP error statuses, the documented bulk map,
 * the table's `position_change`, the
 * document's group fields, absolute ranking URLs). The conformance suites test the emulator's behaviour in it;
 * `conformance/wire-forms.test.ts` tests the default forms, which every client-side test meets.
 */
export const PLAIN_WIRE: WireForms = {
  bulkForm: 'map',
  numberForm: 'json',
  errorForm: 'status',
  changeKey: 'position_change',
  groupForm: 'documented',
  urlForm: 'absolute',
};

export interface EmulatorOptions extends Partial<EmulatorConfig> {
  /** Areas to mount (default: every area of the emulator). */
  areas?: Area[];
}

export interface Emulator {
  app: Hono<AppEnv>;
  ctx: EmulatorContext;
  /** Listen on 127.0.0.1 (port 0: a free one); resolves with the base URL of the API. */
  listen(port?: number): Promise<{ port: number; url: string; baseUrl: string }>;
  close(): Promise<void>;
  /** What `POST /__emulator/reset` does (`data`: this reset's data set, else the configured one). */
  reset(seed?: number, data?: DataSet): void;
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const { areas = defaultAreas(), ...overrides } = options;
  const config: EmulatorConfig = { ...DEFAULT_CONFIG, ...overrides };
  const settingsFromConfig = () => ({
    rateLimit: config.rateLimit,
    auditDurationMs: config.auditDurationMs,
    latencyMs: config.latencyMs,
    lockHoldMs: config.lockHoldMs,
    bulkForm: config.bulkForm,
    numberForm: config.numberForm,
    errorForm: config.errorForm,
    changeKey: config.changeKey,
    heavyReportLimit: null,
    extraSuggestion: null,
    extraResultName: null,
    shareRefused: [],
    descriptorRanges: true,
    groupForm: config.groupForm,
    urlForm: config.urlForm,
  });
  const settings = settingsFromConfig();
  const limiter = createRateLimiter();
  const faults = createFaultQueue();
  // The clock's base: real time, or the creation moment for a stopped clock (config.stoppedClock).
  const createdAt = Date.now();
  const baseNow = () => (config.stoppedClock ? createdAt : Date.now());
  const freshState = (seed: number, data: DataSet = config.data) => {
    const realNow = baseNow();
    const offset = startOffset(config.startAt, realNow);
    const state = createInitialState(seed, realNow + offset, data);
    state.clockOffsetMs = offset;
    return state;
  };
  const initial = (config.stateFile && loadState(config.stateFile)) || freshState(config.seed);

  const ctx: EmulatorContext = {
    config,
    settings,
    state: initial,
    now: () => baseNow() + ctx.state.clockOffsetMs,
    random: (seedKey) => seededRandom(ctx.state.seed, seedKey),
    nextId: (sequence) => sequenceOf(ctx.state)(sequence),
    persist: () => {
      if (config.stateFile) saveState(config.stateFile, ctx.state);
    },
    locks: createLockManager(() => settings.lockHoldMs),
    log: createRequestLog(),
  };

  const reset = (seed?: number, data?: DataSet) => {
    ctx.state = freshState(seed ?? config.seed, data);
    Object.assign(settings, settingsFromConfig());
    limiter.clear();
    faults.clear();
    ctx.locks.clear();
    ctx.log.clear();
    ctx.persist();
  };

  const app = new Hono<AppEnv>({ getPath: routingPath });
  mountInFlight(app);
  app.route('/__emulator', controlRoutes({ ctx, faults, reset }));
  app.use('/api-v3/*', requestLogger(ctx));
  app.use('/api-v3/*', authenticate(ctx));
  app.use('/api-v3/*', rateLimit(ctx, limiter));
  app.use('/api-v3/*', latency(ctx));
  app.use('/api-v3/*', parseBody());
  app.use(
    '/api-v3/*',
    injectFaults(faults, (request) => Promise.resolve(app.fetch(request))),
  );
  app.use('/api-v3/*', persistAfterWrite(ctx));
  for (const area of areas) area(app, ctx);

  // The service answers unknown actions and wrong methods alike with a 404 error object.
  app.notFound((c) => fail(c, 404, 'Unknown action or method not allowed for this path.'));
  app.onError((error, c) => {
    // In process there is no socket to drop: the caller gets no answer at all, as over HTTP.
    if (error instanceof ConnectionDropped) throw error;
    console.error('Emulator: unhandled error', error);
    return fail(c, 500, 'An exception occurred while processing the request.');
  });

  let server: ServerType | null = null;
  return {
    app,
    ctx,
    reset,
    listen(port = config.port) {
      return new Promise((resolve, reject) => {
        server = serve({ fetch: app.fetch, port, hostname: config.host }, (info: AddressInfo) => {
          const url = `http://${config.host}:${info.port}`;
          resolve({ port: info.port, url, baseUrl: `${url}/api-v3/` });
        });
        server.once('error', reject);
      });
    },
    close() {
      return new Promise((resolve) => {
        if (!server) return resolve();
        ctx.locks.clear();
        server.close(() => resolve());
        // Keep-alive sockets of a test client must not hold the close open.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server = null;
      });
    },
  };
}
