import { mountPage } from '@/components/mountPage';
import { logCaught } from '@/lib/diagnostics/log';
import { App } from './App';
import { loadBoot } from './boot';

// The stored table is read while the strings load, so a campaign seen before paints at once.
const boot = loadBoot().catch((error: unknown) =>
  logCaught('side panel: reading the stored state', error),
);
void mountPage(<App />, ['sidepanel', 'research', 'watch', 'positions'], boot);
