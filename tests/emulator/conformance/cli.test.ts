import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = path.resolve(__dirname, '../cli.ts');
/*
 * Node itself with tsx's loader, not the `tsx` command: that command runs the script in a child
 * process and relays a SIGTERM to it, and when the child's word that it handles the signal comes
 * later than the relay waits for (a loaded machine), it ends with 143 instead of the emulator's 0.
 */
const run = (args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

/** `npm run emulator`: the process prints the ready line once it listens, and answers HTTP. */
describe('cli', () => {
  it('prints the ready line with its port and answers on it; stops on SIGTERM', async () => {
    const child = run(['--port', '0', '--no-rate-limit']);
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = out.match(/Emulator ready: \S+ token demo-token/);
        if (match) resolve(match[0]);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const baseUrl = line.split(' ')[2];
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api-v3\/$/);
    const res = await fetch(
      `${baseUrl}keywords/keywords-tables/types.json?services_token=demo-token`,
    );
    expect((await res.json()).results.types).toContain('simple');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it.each([[['--port', 'eighty'], '--port needs a whole number']])(
    'refuses %j with a readable message and exit code 2',
    async (args, text) => {
      const child = run(args);
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(2);
      expect(err).toContain(text);
    },
  );
});
