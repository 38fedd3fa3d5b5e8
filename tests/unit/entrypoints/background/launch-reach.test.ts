import { beforeEach, describe, expect, it, vi } from 'vitest';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import { REAL_SERVICE_URL } from '@/lib/domain/base-url';
import { connectionSettings } from '@/lib/storage/connection';
import type { FakeService } from './fake-service';
import { connectFakeService } from './mock-api';
import { rejection } from '../../rejection';

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

/* SEMSTORM loads pages from its own servers: pages it cannot reach are refused before sending. */

const PUBLIC = 'https://www.example.com/shoes/';
const launch = (url: string, extra: object = {}) =>
  launchAudit({
    url,
    devices: ['desktop'],
    types: ['lighthouse'],
    requestId: crypto.randomUUID(),
    ...extra,
  });
let service: FakeService;

beforeEach(async () => {
  service = await connectFakeService();
  await connectionSettings.setValue({ baseUrl: REAL_SERVICE_URL });
});

describe('a launch the service cannot load', () => {
  it.each([
    ['the page itself', 'http://192.168.1.10/', {}, '192.168.1.10'],
    ['a loopback page', 'http://localhost:3000/', {}, 'localhost'],
    ['another page of the run', PUBLIC, { pages: ['http://nas.local/a'] }, 'nas.local'],
  ])('%s: refused, naming the host, nothing sent', async (_name, url, extra, host) => {
    const error = await rejection(launch(url, extra));
    expect(error.kind).toBe('request');
    expect(error.details).toMatchObject({
      local: true,
      code: 'page-unreachable',
      values: { value: host },
    });
    expect(service.api.audits.create).not.toHaveBeenCalled();
    expect(service.api.audits.list).not.toHaveBeenCalled();
  });

  it('keyword audits audit the pages that rank, not the tab: sent from a private tab', async () => {
    service.api.audits.create.mockResolvedValueOnce({
      cost: 1,
      left: 99,
      urls: [],
      keywords: { shoes: 501 },
    });
    await launch('http://192.168.1.10/', {
      keywords: ['shoes'],
      keywordsOptions: [{ engine: 1, country: 2 }],
    });
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
  });

  it('a service on this computer (the emulator) loads them all: sent', async () => {
    await connectionSettings.setValue({ baseUrl: 'http://127.0.0.1:8814/api-v3/' });
    await launch('http://192.168.1.10/');
    expect(service.api.audits.create).toHaveBeenCalledWith(
      expect.objectContaining({ urls: ['http://192.168.1.10/'] }),
    );
  });
});
