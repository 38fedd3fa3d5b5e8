import { createRoot, type Root } from 'react-dom/client';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import themeCss from '@/assets/theme.css?inline';
import type { Translator } from '@/lib/i18n';
import type { SerpResult } from '@/lib/domain/serp/results';
import type { SerpLookup } from '@/lib/messaging/protocol/serp';
import serpCss from './serp.css?inline';
import { App } from './App';

/*
 * Everything Stormlens draws on a results page lives in shadow roots: the page's styles do not
 * reach it, and it moves nothing of the page. Closed in the store package, so the page's own
 * scripts cannot read the user's positions out of it; open in the e2e build, where the tests and
 * axe look inside.
 */
const MODE = import.meta.env.MODE === 'e2e' ? 'open' : 'closed';

/** The theme's tokens for a shadow root (`:host` instead of the document's `:root`). */
const CSS = `${themeCss.replaceAll(':root', ':host')}\n${serpCss}`;

/** In the side column: a block at its end, after whatever it shows (nothing of it moves). */
const IN_COLUMN = ':host{display:block !important;margin-top:16px !important}';
/** No side column: fixed over the page's right margin, never pushing the results down. */
const FLOATING =
  ':host{position:fixed !important;top:88px !important;right:16px !important;width:340px !important;z-index:2147483000 !important}';
/** A badge's host: 0×0 at its result's top-left corner; the badge hangs to the left of it. */
const BADGE_HOST =
  ':host{all:initial !important;display:block !important;position:relative !important;width:0 !important;height:0 !important}' +
  '.sl-badge-at{position:absolute;top:0;right:0}';

function badgeRoots(): (block: Element) => HTMLElement {
  const made = new WeakMap<Element, HTMLElement>();
  return (block) => {
    let container = made.get(block);
    if (!container) {
      const host = document.createElement('stormlens-badge');
      const shadow = host.attachShadow({ mode: MODE });
      const style = document.createElement('style');
      style.textContent = `${CSS}\n${BADGE_HOST}`;
      container = document.createElement('div');
      container.className = 'sl-badge-at';
      shadow.append(style, container);
      block.prepend(host);
      made.set(block, container);
    }
    return container;
  };
}

export interface Mounted {
  remove: () => void;
}

/** The strip (in the side column, or floating) and the badges, rendered once. */
export async function mountSerp(
  ctx: ContentScriptContext,
  props: {
    translator: Translator;
    phrase: string;
    results: SerpResult[];
    lookup: SerpLookup;
    onResearch: () => void;
  },
): Promise<Mounted> {
  const side = document.querySelector('#rhs');
  const ui = await createShadowRootUi<Root>(ctx, {
    name: 'stormlens-serp',
    mode: MODE,
    position: 'inline',
    anchor: side ?? document.body,
    append: 'last',
    // Keys typed in the strip stay in it: the page's own shortcuts must not fire.
    isolateEvents: true,
    css: `${CSS}\n${side ? IN_COLUMN : FLOATING}`,
    onMount: (container) => {
      container.lang = props.translator.lang;
      const root = createRoot(container);
      root.render(
        <App
          translator={props.translator}
          phrase={props.phrase}
          results={props.results}
          initial={props.lookup}
          floating={!side}
          badgeRoot={badgeRoots()}
          onResearch={props.onResearch}
        />,
      );
      return root;
    },
    onRemove: (root) => root?.unmount(),
  });
  ui.mount();
  return { remove: () => ui.remove() };
}
