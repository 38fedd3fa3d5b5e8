import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createEmulator, type Emulator } from '../emulator/server.ts';
import { DEMO_TOKEN } from '../emulator/core/accounts.ts';

/**
 * `npm start`: the emulator on 127.0.0.1:8787 and WXT's dev mode, which builds the extension with
 * `.env.development` (emulator base URL and `demo-token`, development builds only) and opens
 * /usr/bin/chromium with it loaded on https://www.example.com/. One Ctrl-C stops both.
 *
 * Without a display (a headless machine or CI), Chromium cannot open a window: the dev build is
 * then run under `xvfb-run -a` when it is installed (Debian package `xvfb`).
 *
 * Flags: --port 8787 · --fresh (start from the demo data instead of .emulator-state.json)
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    fresh: { type: 'boolean', default: false },
  },
  strict: true,
});

const port = Number(values.port);
const STATE_FILE = '.emulator-state.json';

async function emulatorAlreadyRunning(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/__emulator/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

function hasDisplay(): boolean {
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** `wxt` (dev mode), wrapped in a virtual display when there is no real one. */
function devCommand(): { command: string; args: string[] } {
  const wxt = 'node_modules/.bin/wxt';
  if (hasDisplay()) return { command: wxt, args: [] };
  if (has('xvfb-run')) {
    console.log('No display found: running Chromium in a virtual display (xvfb-run -a).');
    return { command: 'xvfb-run', args: ['-a', wxt] };
  }
  console.warn(
    'No display found and xvfb-run is not installed: Chromium may fail to open.\n' +
      'Install it with `apt-get install -y xvfb`, or set DISPLAY.',
  );
  return { command: wxt, args: [] };
}

async function main(): Promise<void> {
  let emulator: Emulator | null = null;
  if (await emulatorAlreadyRunning()) {
    console.log(`An emulator already answers on port ${port}: using it.`);
  } else {
    emulator = createEmulator({ port, stateFile: values.fresh ? null : STATE_FILE });
    if (values.fresh) emulator.reset();
    try {
      const { baseUrl } = await emulator.listen(port);
      emulator.ctx.persist();
      console.log(`Emulator ready: ${baseUrl} token ${DEMO_TOKEN}`);
    } catch (error) {
      console.error(
        `The emulator could not listen on port ${port} (${(error as Error).message}). ` +
          'Stop whatever uses it, or run `npm start -- --port <other>` (and set the URL in Options).',
      );
      process.exit(1);
    }
  }

  const { command, args } = devCommand();
  const env = { ...process.env };
  if (port !== 8787) env.WXT_DEFAULT_BASE_URL = `http://127.0.0.1:${port}/api-v3/`;
  // WXT's dev mode reads stdin ("o + enter" reopens the browser) and shuts down when stdin ends:
  // give it a pipe that stays open, fed from ours, so a closed stdin (a background job, CI)
  // does not stop it.
  const dev: ChildProcess = spawn(command, args, { stdio: ['pipe', 'inherit', 'inherit'], env });
  if (dev.stdin) process.stdin.pipe(dev.stdin, { end: false });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (dev.exitCode === null && dev.signalCode === null) {
      dev.kill('SIGINT');
      // WXT closes Chromium on SIGINT; force it if it has not finished within a few seconds.
      const forced = setTimeout(() => dev.kill('SIGKILL'), 5000);
      await new Promise((resolve) => dev.once('exit', resolve));
      clearTimeout(forced);
    }
    await emulator?.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  dev.on('exit', (code) => {
    if (!stopping) {
      console.log(`WXT dev mode exited (${code ?? 'signal'}); stopping the emulator.`);
      void stop(code ?? 0);
    }
  });
}

void main();
