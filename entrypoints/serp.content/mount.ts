import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import themeCss from '@/assets/theme.css?inline';
import type { Translator } from '@/lib/i18n';
import { badgesFor } from '@/lib/domain/serp/annotate';
import type { SerpResult } from '@/lib/domain/serp/results';
import type { SerpCampaign, SerpLookup } from '@/lib/messaging/protocol/serp';
import serpCss from './serp.css?inline';
import { badge } from './Badge';
import { strip } from './Strip';

/*
 * Everything Stormlens draws on a results page lives in shadow roots: the page's styles do not
 * reach it, and it moves nothing of the page. Closed in the store package, so the page's own
 * scripts cannot read the user's positions out of it; open in the e2e build, where the tests and
 * axe look inside (tests/e2e-firefox/store-package.test.ts checks the store package's are closed).
 */
const MODE: ShadowRootMode = import.meta.env.MODE === 'e2e' ? 'open' : 'closed';

/** The theme's tokens for a shadow root (`:host` instead of the document's `:root`). */
const CSS = `:host{all:initial !important}\n${themeCss.replaceAll(':root', ':host')}\n${serpCss}`;

/** In the side column: a block at its end, after whatever it shows (nothing of it moves). */
const IN_COLUMN = ':host{display:block !important;margin-top:16px !important}';
/** No side column: fixed over the page's right margin, never pushing the results down. */
const FLOATING =
  ':host{position:fixed !important;top:88px !important;right:16px !important;width:340px !important;z-index:2147483000 !important}';
/** A badge's host: 0×0 at its result's top-left corner; the badge hangs to the left of it. */
const BADGE_HOST =
  ':host{display:block !important;position:relative !important;width:0 !important;height:0 !important}' +
  '.sl-badge-at{position:absolute;top:0;right:0}';

/** A custom element with its own shadow root and styles; returns the host and where to draw. */
function shadowHost(name: string, css: string, lang: string) {
  const host = document.createElement(name);
  const shadow = host.attachShadow({ mode: MODE });
  const style = document.createElement('style');
  style.textContent = css;
  const container = document.createElement('div');
  container.lang = lang;
  // Keys typed in our elements stay in them: the page's own shortcuts must not fire.
  for (const type of ['keydown', 'keyup', 'keypress']) {
    container.addEventListener(type, (event) => event.stopPropagation());
  }
  shadow.append(style, container);
  return { host, container };
}

export interface Mounted {
  remove: () => void;
}

/** The strip (in the side column, or floating) and the badges beside the results. */
export function mountSerp(
  ctx: ContentScriptContext,
  props: {
    translator: Translator;
    phrase: string;
    results: SerpResult[];
    lookup: SerpLookup;
    onResearch: () => void;
  },
): Mounted {
  const { translator: tr, results } = props;
  const side = document.querySelector('#rhs');
  const badgeRoots = new Map<Element, HTMLElement>();
  const hosts: HTMLElement[] = [];
  const badgeRoot = (block: Element) => {
    let container = badgeRoots.get(block);
    if (!container) {
      const made = shadowHost('stormlens-badge', `${CSS}\n${BADGE_HOST}`, tr.lang);
      container = made.container;
      container.className = 'sl-badge-at';
      block.prepend(made.host);
      hosts.push(made.host);
      badgeRoots.set(block, container);
    }
    return container;
  };
  let campaigns = props.lookup.campaigns;
  const drawBadges = () => {
    for (const container of badgeRoots.values()) container.replaceChildren();
    for (const b of badgesFor(results, campaigns)) badgeRoot(b.result.block).append(badge(tr, b));
  };
  // A refreshed or newly added campaign entry replaces the one it updates, or joins the list.
  const onCampaign = (entry: SerpCampaign) => {
    const same = (c: SerpCampaign) =>
      c.campaignId === entry.campaignId && c.keywordId === entry.keywordId;
    campaigns = campaigns.some(same)
      ? campaigns.map((c) => (same(c) ? entry : c))
      : [...campaigns, entry];
    drawBadges();
  };

  const { host, container } = shadowHost(
    'stormlens-serp',
    `${CSS}\n${side ? IN_COLUMN : FLOATING}`,
    tr.lang,
  );
  container.append(
    strip(tr, {
      phrase: props.phrase,
      lookup: props.lookup,
      floating: !side,
      onCampaign,
      onResearch: props.onResearch,
    }),
  );
  (side ?? document.body).append(host);
  hosts.push(host);
  drawBadges();
  const remove = () => hosts.splice(0).forEach((h) => h.remove());
  ctx.onInvalidated(remove);
  return { remove };
}
