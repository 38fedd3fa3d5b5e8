import { parseHTML } from 'linkedom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A page for a live React render under Node: a linkedom document made the global one, React's
 * act environment on, and a localStorage that remembers nothing (the language provider asks it
 * for the language last shown). Returns the document and a root mounted in its `main`.
 */
export function livePage(): { document: Document; root: Root } {
  const { window } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  const localStorage = { getItem: () => null, setItem: () => undefined };
  Object.assign(globalThis, {
    window,
    document: window.document,
    localStorage,
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  const document = window.document as unknown as Document;
  return { document, root: createRoot(document.querySelector('main') as Element) };
}
