/**
 * A classic script in the side panel's <head> (entrypoints/sidepanel/index.html), run before the
 * panel's modules load: starts the storage reads of its first frame (./sidepanel/prefetch.ts).
 */
import { startPanelPrefetch } from './sidepanel/prefetch';

export default defineUnlistedScript(startPanelPrefetch);
