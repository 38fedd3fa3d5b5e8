import { mountPage } from '@/components/mountPage';
import { logCaught } from '@/lib/diagnostics/log';
import { siteHost } from '@/lib/domain/domain-match';
import { serveStartupReads } from '@/lib/storage/item';
import { prefetchError, takePrefetched } from '@/lib/storage/prefetch';
import { App } from './App';
import { bootFollowed, loadBoot } from './boot';
import { rememberPanelReads } from './prefetch';

// What the prefetch script (entrypoints/sidepanel-prefetch.ts) read while this module loaded
// serves the start-up reads; the stored table is read while the strings load, so a campaign seen
// before paints at once.
serveStartupReads(takePrefetched);
const boot = loadBoot().catch((error: unknown) =>
  logCaught('side panel: reading the stored state', error),
);
void mountPage(<App />, ['sidepanel', 'research', 'watch', 'positions'], boot).then(async () => {
  const failed = prefetchError();
  if (failed) await logCaught('side panel: reading ahead at start-up', failed);
  await rememberPanelReads(siteHost(bootFollowed()?.url)).catch((error: unknown) =>
    logCaught('side panel: remembering the start-up reads', error),
  );
});
