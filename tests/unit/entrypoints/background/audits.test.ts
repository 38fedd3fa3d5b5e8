import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { clickMark } from '@/lib/domain/click-mark';
import { dispatch } from '@/lib/messaging/server';
import { latestResults, trackedAudits } from '@/lib/storage/audits';
import { connectionState } from '@/lib/storage/connection';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import type { FakeService } from './fake-service';
import { connectFakeService } from './mock-api';
import { rejection } from '../../rejection';

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
);

// Polling is the tracker's test; here a launch only records the run (no background ticks racing).
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

const PAGE = 'https://www.example.com/shoes/';
const KEY = 'https://www.example.com/shoes';
const rid = () => crypto.randomUUID();
let service: FakeService;

beforeEach(async () => {
  service = await connectFakeService();
});

describe('audits.launch', () => {
  it('titles the run by convention and the click’s mark, sends default settings and starts tracking it', async () => {
    const requestId = rid();
    const title = `Spring — ${PAGE} [${clickMark(requestId)}]`;
    const answer = await launchAudit({
      requestId,
      url: `${PAGE}?utm_source=news#reviews`,
      devices: ['desktop', 'mobile'],
      types: ['lighthouse'],
      title: 'Spring',
    });
    expect(service.api.audits.create).toHaveBeenCalledWith({
      title,
      urls: [PAGE],
      devices: ['desktop', 'mobile'],
      // A parameter without a default is left to the service.
      auditsSettings: { lighthouse: { throttling: 'simulated' } },
    });
    expect(answer).toMatchObject({ cost: 2, left: 98 });
    expect(answer.childIds).toHaveLength(2);
    const record = (await trackedAudits.getValue())[String(answer.parentId)];
    expect(record).toMatchObject({
      url: KEY,
      title,
      types: ['lighthouse'],
      cost: 2,
    });
    expect((await latestResults.getValue())[KEY]).toMatchObject({
      parentId: answer.parentId,
      running: true,
    });
    expect((await connectionState.getValue()).tokensLeft).toBe(98);
  });

  it('launches with a profile instead of types', async () => {
    const requestId = rid();
    await launchAudit({ requestId, url: PAGE, devices: ['mobile'], profileId: 7 });
    expect(service.api.audits.create).toHaveBeenCalledWith(
      expect.objectContaining({
        profileId: 7,
        title: `Stormlens — ${PAGE} [${clickMark(requestId)}]`,
      }),
    );
    expect(service.api.audits.create.mock.calls[0][0]).not.toHaveProperty('auditsSettings');
  });

  it('refuses a type the account may not use, before spending anything', async () => {
    const error = await rejection(
      launchAudit({ requestId: rid(), url: PAGE, devices: ['desktop'], types: ['yellowlab'] }),
    );
    expect(error).toMatchObject({
      kind: 'request',
      details: {
        local: true,
        field: 'types',
        code: 'audit-types-plan',
        values: { types: 'yellowlab', allowed: 'lighthouse, content' },
      },
    });
    expect(service.api.audits.create).not.toHaveBeenCalled();
  });

  it('passes a limit error through with its details', async () => {
    service.faults.create = [new ServiceError('limit', { details: { needed: 2, left: 1 } })];
    const error = await rejection(
      launchAudit({
        requestId: rid(),
        url: PAGE,
        devices: ['desktop', 'mobile'],
        types: ['lighthouse'],
      }),
    );
    expect(error).toMatchObject({ kind: 'limit', details: { needed: 2, left: 1 } });
    expect(await trackedAudits.getValue()).toEqual({});
  });
});

describe('the protocol boundary (dispatch)', () => {
  const self = { id: fakeBrowser.runtime.id } as chrome.runtime.MessageSender;
  const launch = vi.fn(async () => ({ parentId: 1, childIds: [2], cost: 1, left: 1 }));

  it.each([
    [{ url: PAGE, devices: ['desktop'] }, 'settings-missing', 'types'],
    [
      { url: PAGE, devices: ['desktop'], types: ['lighthouse'], profileId: 3 },
      'settings-missing',
      'types',
    ],
    [
      { url: 'chrome://extensions/', devices: ['desktop'], types: ['lighthouse'] },
      'page-url',
      'url',
    ],
    [{ url: 'not a page', devices: ['desktop'], types: ['lighthouse'] }, 'url', 'url'],
    [{ url: PAGE, devices: [], types: ['lighthouse'] }, 'list-empty', 'devices'],
    // No code of ours for zod's own enum check: a malformed command, shown as such.
    [{ url: PAGE, devices: ['tablet'], types: ['lighthouse'] }, 'message-invalid', 'devices'],
  ])('rejects %j with the input code %s', async (input, code, field) => {
    const reply = await dispatch('audits.launch', { requestId: rid(), ...input }, self, launch);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.error).toMatchObject({
      kind: 'request',
      serviceMessage: null,
      details: { local: true, code, field },
    });
    expect(launch).not.toHaveBeenCalled();
  });

  it('refuses senders other than this extension', async () => {
    const reply = await dispatch(
      'audits.launch',
      { requestId: rid(), url: PAGE, devices: ['desktop'], types: ['lighthouse'] },
      { id: 'evil' },
      launch,
    );
    expect(reply).toMatchObject({ ok: false, error: { kind: 'access' } });
  });

  it('refuses a token-spending command without a request id', async () => {
    const reply = await dispatch(
      'audits.launch',
      { url: PAGE, devices: ['desktop'], types: ['lighthouse'] },
      self,
      launch,
    );
    expect(reply).toMatchObject({ ok: false, error: { kind: 'request' } });
    if (!reply.ok) expect(reply.error.details).toMatchObject({ code: 'message-invalid' });
    expect(launch).not.toHaveBeenCalled();
  });

  it('serialises a thrown ServiceError with its kind and details', async () => {
    const reply = await dispatch('audits.history', { url: PAGE }, self, async () => {
      throw new ServiceError('throttling', { partial: [1] });
    });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'throttling', partial: [1] } });
  });
});
