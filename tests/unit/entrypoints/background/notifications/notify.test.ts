import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifyStarted } from '@/entrypoints/background/notifications/notify';

beforeEach(() => fakeBrowser.reset());

const message = async () =>
  Object.values(
    (await fakeBrowser.notifications.getAll()) as Record<string, { message: string }>,
  )[0]?.message;

describe('the notification of a launch from the keyboard or the page menu', () => {
  it('says the cost of a launch the service received once', async () => {
    await notifyStarted('https://example.com/', {
      parentId: 5,
      childIds: [6, 7],
      cost: 2,
      left: 96,
    });
    expect(await message()).toBe(
      '2 audits started, 2 tokens spent. The scores will appear on the toolbar.',
    );
  });

  it('says at once that the service received it twice, and where the extra run is deleted', async () => {
    await notifyStarted('https://example.com/', {
      parentId: 5,
      childIds: [6, 7],
      cost: 2,
      left: 94,
      twice: { times: 2, extra: [{ kind: 'audit-run', id: 8, label: 'T' }], extraCost: 2 },
    });
    expect(await message()).toBe(
      'SEMSTORM received this launch 2 times: the connection was reset and the browser sent it again. The extra run 8 can be deleted in Recent audits.',
    );
  });
});
