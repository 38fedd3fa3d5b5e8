import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { ServiceError } from '@/lib/api/errors';
import { logCaught } from '@/lib/diagnostics/log';
import { searchQuery } from '@/lib/domain/serp/query';
import { parseResults } from '@/lib/domain/serp/results';
import { serpTranslator } from './i18n';
import { mountSerp } from './mount';
import { sendSerp } from './send';

/** Resolves once the tab is in front: a results page opened in the background costs nothing. */
function visible(ctx: ContentScriptContext): Promise<void> {
  if (document.visibilityState === 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    ctx.addEventListener(document, 'visibilitychange', onChange);
  });
}

/**
 * The results page's annotation: the query from the address, the first page's results from the
 * page, what Stormlens has stored about the phrase from the background (no service call), then
 * the strip and the badges. Nothing else is read from the page, and nothing leaves the browser.
 */
export async function annotate(ctx: ContentScriptContext): Promise<void> {
  await visible(ctx);
  const query = searchQuery(location.href);
  if (!query || ctx.isInvalid) return;
  let lookup;
  try {
    lookup = await sendSerp('serp.lookup', {
      phrase: query.phrase,
      pageHost: location.hostname,
    });
  } catch (error) {
    // Nothing is drawn on the page for a failed look-up; the diagnostics log says why.
    await logCaught('results page: looking up the phrase', ServiceError.from(error));
    return;
  }
  if (lookup.index === 'off' || ctx.isInvalid) return;
  const results = parseResults(document, location.href);
  mountSerp(ctx, {
    translator: serpTranslator(lookup.language),
    phrase: query.phrase,
    results,
    lookup,
    onResearch: () => {
      // From the click itself: the side panel opens only during the user's gesture.
      sendSerp('serp.research', { phrase: query.phrase }).catch((error: unknown) =>
        logCaught('results page: opening research on the phrase', error),
      );
    },
  });
}
