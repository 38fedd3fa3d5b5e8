import { annotateSearches } from './start';

/*
 * The results page's content script. Not in the manifest: the background registers it for the
 * search hosts the user chose in Options → Search results (and the browser granted), and
 * unregisters it when the feature is turned off (entrypoints/background/serp/). WXT builds it
 * into the package's content-scripts folder under this entrypoint's name.
 */
export default defineContentScript({
  registration: 'runtime',
  matches: [],
  // The styles go into the shadow roots as text (./mount.ts): no stylesheet in the page.
  cssInjectionMode: 'manual',
  main(ctx) {
    annotateSearches(ctx);
  },
});
