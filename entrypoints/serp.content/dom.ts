/*
 * Elements for the results page's strip and badges, made with the DOM itself: a content script is
 * one file injected into every results page, and React would be most of it (a hundred kilobytes
 * gzipped for a strip of a few cards, re-drawn on two events: a Refresh and an added phrase).
 */

type Child = Node | string | null | undefined | false;
type Attr = string | number | boolean | null | undefined;
type Props = { [name: string]: Attr | ((event: Event) => void) };

/**
 * An element: `on<event>` props become listeners, `true` an empty attribute, `false`, null and
 * undefined no attribute, anything else the attribute's text.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) {
      el.setAttribute(name, String(value));
    }
  }
  el.append(...children.flat().filter((c): c is Node | string => !!c || c === ''));
  return el;
}

let ids = 0;
/** An id unique on the page, for labels and `aria-*` references inside one shadow root. */
export const uniqueId = (prefix: string) => `sl-${prefix}-${++ids}`;
