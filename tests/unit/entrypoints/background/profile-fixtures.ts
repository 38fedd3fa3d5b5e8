import { fakeBrowser } from 'wxt/testing/fake-browser';

/** A message from this extension's own pages. */
export const sender = () => ({ id: fakeBrowser.runtime.id }) as chrome.runtime.MessageSender;

/** A profile as the service answers it. */
export const apiProfile = (id: number, title: string, settings: Record<string, unknown> = {}) => ({
  id,
  uid: 1,
  title,
  types: Object.keys(settings),
  settings,
});
