import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/api/errors';
import { launchAudit } from '@/entrypoints/background/audits/launch';
import type { FakeService } from './fake-service';
import { connectFakeService } from './mock-api';
import { rejection } from '../../rejection';

vi.mock('@/lib/api', async (original) =>
  (await import('./mock-api')).mockedApi(await original<object>()),
);
vi.mock('@/lib/api/limiter', async (original) =>
  (await import('./mock-api')).instantSleep(await original<object>()),
);
vi.mock('@/entrypoints/background/tracker', async (original) => ({
  ...(await original<object>()),
  kickTracker: vi.fn(),
}));

/* A launch of several pages, of keywords, or with this run's own settings. */

const PAGE = 'https://www.example.com/shoes/';
const base = { url: PAGE, devices: ['desktop' as const, 'mobile' as const] };
let service: FakeService;

beforeEach(async () => {
  service = await connectFakeService();
});

describe('launch targets', () => {
  it('sends the page first and the other pages once each, in one run', async () => {
    const answer = await launchAudit({
      ...base,
      requestId: crypto.randomUUID(),
      types: ['lighthouse'],
      pages: ['https://www.example.com/a#x', PAGE, 'https://www.example.com/a'],
    });
    expect(service.api.audits.create).toHaveBeenCalledWith(
      expect.objectContaining({ urls: [PAGE, 'https://www.example.com/a'] }),
    );
    expect(answer).toMatchObject({ cost: 4, runs: 1 });
  });

  it('a lost answer of a run of several pages is found by its mark, with every page’s audits', async () => {
    const create = service.api.audits.create.getMockImplementation()!;
    service.api.audits.create.mockImplementationOnce(async (params) => {
      await create(params);
      throw new ServiceError('network', { details: { reason: 'Failed to fetch' } });
    });
    const answer = await launchAudit({
      ...base,
      requestId: crypto.randomUUID(),
      types: ['lighthouse'],
      pages: ['https://www.example.com/a', 'https://www.example.com/b'],
    });
    expect(service.api.audits.create).toHaveBeenCalledTimes(1);
    expect(answer).toMatchObject({ cost: 6, left: null });
  });

  it('sends this run’s settings as audits_settings, never with the profile', async () => {
    await launchAudit({
      ...base,
      requestId: crypto.randomUUID(),
      settings: { lighthouse: { throttling: 'none' } },
    });
    const sent = service.api.audits.create.mock.calls[0][0];
    expect(sent).toMatchObject({ auditsSettings: { lighthouse: { throttling: 'none' } } });
    expect(sent).not.toHaveProperty('profileId');
  });

  it('refuses settings of a type the account may not use, before sending', async () => {
    const error = await rejection(
      launchAudit({ ...base, requestId: crypto.randomUUID(), settings: { webpagetest: {} } }),
    );
    expect(error).toMatchObject({ kind: 'request' });
    expect(service.api.audits.create).not.toHaveBeenCalled();
  });

  it('sends keywords with their options and no URL; one run per phrase', async () => {
    service.api.audits.create.mockResolvedValueOnce({
      cost: 4,
      left: 96,
      urls: [],
      keywords: { 'trail shoes': 501, running: 502 },
    });
    const answer = await launchAudit({
      ...base,
      requestId: crypto.randomUUID(),
      types: ['lighthouse'],
      keywords: ['trail shoes', 'running'],
      keywordsOptions: [{ engine: 1, country: 2 }],
    });
    const sent = service.api.audits.create.mock.calls[0][0];
    expect(sent).toMatchObject({
      keywords: ['trail shoes', 'running'],
      keywordsOptions: [{ engine: 1, country: 2 }],
    });
    expect(sent).not.toHaveProperty('urls');
    expect(answer).toMatchObject({ parentId: 501, cost: 4, runs: 2 });
  });
});
