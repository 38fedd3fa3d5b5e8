import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { putCached } from '@/lib/storage/cache';
import { REAL_SERVICE_URL } from '@/lib/domain/base-url';
import { connectionSettings } from '@/lib/storage/connection';
import { launchPlans, type RememberedPlan } from '@/lib/storage/launch-plans';
import { defaultLimits } from '@/lib/domain/spending';
import { pendingLaunch } from '@/lib/storage/pending-launch';
import { spendingLimits, spendRecord } from '@/lib/storage/spending';
import { auditTab } from '@/entrypoints/background/menus';
import {
  notifyChooseFirst,
  notifyConfirmFirst,
  notifyLaunchFailed,
  notifyStarted,
} from '@/entrypoints/background/notifications/notify';
import { DESCRIPTOR, type FakeService } from './fake-service';
import { connectFakeService } from './mock-api';

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));
// What the user is told is the subject here, not how a notification is drawn.
vi.mock('@/entrypoints/background/notifications/notify', async (original) => ({
  ...(await original<object>()),
  notifyStarted: vi.fn(async () => undefined),
  notifyChooseFirst: vi.fn(async () => undefined),
  notifyConfirmFirst: vi.fn(async () => undefined),
  notifyLaunchFailed: vi.fn(async () => undefined),
}));

const TAB = { id: 3, url: 'https://www.example.com/shoes' };
let service: FakeService;

beforeEach(async () => {
  vi.clearAllMocks();
  service = await connectFakeService();
  await putCached('audits.settings', DESCRIPTOR);
});

describe('the audit-tab shortcut', () => {
  it('with nothing chosen yet, asks first (the popup) and spends nothing', async () => {
    const openPopup = vi.fn(async () => undefined);
    fakeBrowser.action.openPopup = openPopup;
    await auditTab(TAB);
    expect(openPopup).toHaveBeenCalledTimes(1);
    expect(service.api.audits.create).not.toHaveBeenCalled();
    expect(notifyChooseFirst).not.toHaveBeenCalled();
  });

  it('where the popup cannot open, says where to choose', async () => {
    fakeBrowser.action.openPopup = vi.fn(async () => {
      throw new Error('openPopup requires a user gesture');
    });
    await auditTab(TAB);
    expect(notifyChooseFirst).toHaveBeenCalledTimes(1);
    expect(service.api.audits.create).not.toHaveBeenCalled();
  });

  it('launches the plan last launched on the site, once, and says what it cost', async () => {
    await launchPlans.setValue({
      'example.com': {
        devices: ['mobile'],
        mode: 'types',
        types: ['content'],
        profileId: null,
        usedAt: 1,
      },
    });
    await auditTab(TAB);
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    expect(service.api.audits.create).toHaveBeenCalledWith(
      expect.objectContaining({ devices: ['mobile'], auditsSettings: { content: {} } }),
    );
    expect(notifyStarted).toHaveBeenCalledWith(
      TAB.url,
      expect.objectContaining({ cost: 1, left: 99 }),
    );
  });

  it('refuses a page that cannot be audited, plainly', async () => {
    await auditTab({ id: 4, url: 'chrome://extensions/' });
    expect(notifyLaunchFailed).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'unsupported' }),
    );
    expect(service.api.audits.create).not.toHaveBeenCalled();
  });

  it.each(['http://192.168.1.10/', 'http://localhost:3000/', 'http://[fd00::1]/'])(
    'on %s, which the service cannot load: says so, opens no popup, spends nothing',
    async (url) => {
      await connectionSettings.setValue({ baseUrl: REAL_SERVICE_URL });
      const openPopup = vi.fn(async () => undefined);
      fakeBrowser.action.openPopup = openPopup;
      await auditTab({ id: 5, url });
      expect(notifyLaunchFailed).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'request',
          details: expect.objectContaining({ code: 'page-unreachable' }),
        }),
      );
      expect(openPopup).not.toHaveBeenCalled();
      expect(service.api.audits.create).not.toHaveBeenCalled();
    },
  );
});

describe('the confirmation threshold (Options → Spending)', () => {
  const both: RememberedPlan = {
    devices: ['desktop', 'mobile'],
    mode: 'types',
    types: ['lighthouse', 'content'],
    profileId: null,
    usedAt: 1,
  };

  beforeEach(async () => {
    await launchPlans.setValue({ 'example.com': both }); // 2 devices × 2 types: 4 tokens
  });

  it('over it, holds the launch and opens the popup to ask; nothing is sent', async () => {
    await spendingLimits.setValue({ ...defaultLimits, confirmOver: 3 });
    const openPopup = vi.fn(async () => undefined);
    fakeBrowser.action.openPopup = openPopup;
    await auditTab(TAB, 'menu');
    expect(service.api.audits.create).not.toHaveBeenCalled();
    expect(openPopup).toHaveBeenCalledTimes(1);
    expect(await pendingLaunch.getValue()).toMatchObject({
      source: 'menu',
      url: TAB.url,
      devices: ['desktop', 'mobile'],
      types: ['lighthouse', 'content'],
      cost: 4,
    });
    expect(await spendRecord.getValue()).toEqual([]);
  });

  it('over it where the popup cannot open, says where to confirm', async () => {
    await spendingLimits.setValue({ ...defaultLimits, confirmOver: 3 });
    fakeBrowser.action.openPopup = vi.fn(async () => {
      throw new Error('openPopup requires a user gesture');
    });
    await auditTab(TAB);
    expect(notifyConfirmFirst).toHaveBeenCalledWith(4);
    expect(service.api.audits.create).not.toHaveBeenCalled();
  });

  it('at or under it, launches at once and records the shortcut as the source', async () => {
    await spendingLimits.setValue({ ...defaultLimits, confirmOver: 4 });
    await auditTab(TAB);
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    expect(await pendingLaunch.getValue()).toBeNull();
    expect((await spendRecord.getValue()).map((s) => [s.source, s.cost])).toEqual([
      ['shortcut', 4],
    ]);
  });
});
