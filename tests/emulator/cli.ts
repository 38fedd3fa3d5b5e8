import { parseArgs } from 'node:util';
import { createEmulator, DEFAULT_CONFIG, PLAIN_WIRE } from './server.ts';
import { DEMO_TOKEN } from './core/accounts.ts';
import { DATA_SETS } from './agency/index.ts';

/**
 * `npm run emulator` / `tsx tests/emulator/cli.ts`: the emulator on 127.0.0.1.
 * Flags: --port (8787) --seed (42) --data demo|agency --state-file <path> --no-rate-limit --audit-duration-ms (4000)
 * --latency-ms MIN-MAX (none) --lock-hold-ms (0) --bulk-form map|statuses --plain-wire --now <ISO date-time> (a fixed start;
 * default: the machine's clock) --verbose.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_CONFIG.port) },
    seed: { type: 'string', default: String(DEFAULT_CONFIG.seed) },
    data: { type: 'string', default: DEFAULT_CONFIG.data },
    'state-file': { type: 'string' },
    'no-rate-limit': { type: 'boolean', default: false },
    'audit-duration-ms': { type: 'string', default: String(DEFAULT_CONFIG.auditDurationMs) },
    'latency-ms': { type: 'string' },
    'lock-hold-ms': { type: 'string', default: String(DEFAULT_CONFIG.lockHoldMs) },
    'bulk-form': { type: 'string', default: DEFAULT_CONFIG.bulkForm },
    'plain-wire': { type: 'boolean', default: false },
    now: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(
    'Usage: tsx tests/emulator/cli.ts [--port 8787] [--seed 42] [--data demo|agency] [--state-file path] [--no-rate-limit]\n' +
      '       [--audit-duration-ms 4000] [--latency-ms 150-700] [--lock-hold-ms 0] [--bulk-form map|statuses] [--plain-wire]\n' +
      '       [--now 2026-06-17T10:00:00Z] [--verbose]',
  );
  process.exit(0);
}

function integer(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number ≥ 0, got "${raw}".`);
    process.exit(2);
  }
  return value;
}

const data = DATA_SETS.find((name) => name === values.data);
if (!data) {
  console.error(`--data is ${DATA_SETS.join(' or ')}, got "${values.data}".`);
  process.exit(2);
}

const bulkForm = values['bulk-form'];
if (bulkForm !== 'map' && bulkForm !== 'statuses') {
  console.error(`--bulk-form is "map" or "statuses", got "${bulkForm}".`);
  process.exit(2);
}

/** `--latency-ms 150-700`: each answer takes a time in that range (the real service's pace). */
function latencyRange(raw: string | undefined): { min: number; max: number } | null {
  if (raw === undefined) return null;
  const match = /^(\d+)-(\d+)$/.exec(raw);
  if (!match || Number(match[2]) < Number(match[1])) {
    console.error(`--latency-ms needs MIN-MAX in milliseconds, such as 150-700, got "${raw}".`);
    process.exit(2);
  }
  return { min: Number(match[1]), max: Number(match[2]) };
}

const startAt = values.now === undefined ? null : Date.parse(values.now);
if (Number.isNaN(startAt)) {
  console.error(`--now needs an ISO date-time such as 2026-06-17T10:00:00Z, got "${values.now}".`);
  process.exit(2);
}

const emulator = createEmulator({
  port: integer('port', values.port),
  seed: integer('seed', values.seed),
  data,
  stateFile: values['state-file'] ?? null,
  rateLimit: !values['no-rate-limit'],
  auditDurationMs: integer('audit-duration-ms', values['audit-duration-ms']),
  latencyMs: latencyRange(values['latency-ms']),
  lockHoldMs: integer('lock-hold-ms', values['lock-hold-ms']),
  bulkForm,
  // --plain-wire: every convenient form of server.ts PLAIN_WIRE (debugging).
  ...(values['plain-wire'] ? PLAIN_WIRE : {}),
  verbose: values.verbose,
  startAt,
});

emulator
  .listen()
  .then(({ baseUrl }) => {
    emulator.ctx.persist();
    console.log(`Emulator ready: ${baseUrl} token ${DEMO_TOKEN}`);
  })
  .catch((error: Error) => {
    console.error(`Emulator could not listen: ${error.message}`);
    process.exit(1);
  });

const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
