import fs from 'node:fs';
import path from 'node:path';
import type { EmulatorState } from './context.ts';

/** Bumped when the state's shape changes: an old file is then ignored (with a warning), not misread. */
export const STATE_VERSION = 1;

/** The saved state, or null when the file is absent, unreadable or of another version. */
export function loadState(file: string): EmulatorState | null {
  if (!fs.existsSync(file)) return null;
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<EmulatorState>;
    if (parsed.version !== STATE_VERSION || !Array.isArray(parsed.accounts)) {
      console.warn(`Emulator: ignoring ${file} (state version ${parsed.version ?? 'unknown'}).`);
      return null;
    }
    return parsed as EmulatorState;
  } catch (error) {
    console.warn(`Emulator: ignoring unreadable ${file}: ${(error as Error).message}`);
    return null;
  }
}

/** Write atomically (temp file + rename) so a killed emulator never leaves half a file behind. */
export function saveState(file: string, state: EmulatorState): void {
  const dir = path.dirname(path.resolve(file));
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temp, JSON.stringify(state));
  fs.renameSync(temp, file);
}
