import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { protocol } from '@/lib/messaging/protocol';
import { workerProtocol } from '@/lib/messaging/protocol/worker';
import { monitoringProtocol } from '@/lib/messaging/protocol/monitoring';

/* Every command a page may send has one answerer, and every answerer a command. The background's
 * handlers are registered by running the worker's own `main()` (entrypoints/background/index.ts),
 * so a register function the worker forgets to call counts as a missing handler too. */

const handled: string[] = [];
vi.mock('@/lib/messaging/server', async (original) => ({
  ...(await original<object>()),
  handle: (name: string) => handled.push(name),
}));

/**
 * Commands the background does not answer, each with why. The monitoring area is served by the
 * page that sends it (lib/messaging/local.ts runs the read model there, calling the service
 * through the background's one `service.monitoring` command).
 */
const answeredElsewhere: Record<string, string> = Object.fromEntries(
  Object.keys(monitoringProtocol).map((name) => [name, 'served by the sending page (local.ts)']),
);

// Events the fake browser does not implement (runtime.onConnect, contextMenus.onClicked, …):
// subscribing is all `main()` does with them, and this test needs only its `handle` calls.
for (const area of Object.values(fakeBrowser)) {
  if (typeof area !== 'object' || area === null) continue;
  for (const event of Object.values(area)) {
    if (typeof event !== 'object' || event === null || !('addListener' in event)) continue;
    const add = event.addListener as (listener: unknown) => void;
    event.addListener = (listener: unknown) => {
      try {
        add.call(event, listener);
      } catch {
        /* not implemented by the fake */
      }
    };
  }
}
// The results-page script's registration starts at wake-up; the fake has no scripting API.
vi.spyOn(fakeBrowser.scripting, 'getRegisteredContentScripts').mockResolvedValue([]);
vi.spyOn(fakeBrowser.scripting, 'registerContentScripts').mockResolvedValue();

const { default: background } = await import('@/entrypoints/background');
background.main();

describe('the background’s handlers', () => {
  it('registers each command once', () => {
    const twice = handled.filter((name, i) => handled.indexOf(name) !== i);
    expect(twice).toEqual([]);
  });

  it('answers every command the pages may send it', () => {
    const missing = Object.keys(protocol).filter(
      (name) => !(name in answeredElsewhere) && !handled.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it('answers no command the protocol does not declare', () => {
    const unknown = handled.filter((name) => !(name in workerProtocol));
    expect(unknown).toEqual([]);
  });

  it('leaves to the pages only commands the background does not also answer', () => {
    expect(handled.filter((name) => name in answeredElsewhere)).toEqual([]);
  });
});
