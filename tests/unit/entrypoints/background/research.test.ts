import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { dispatch } from '@/lib/messaging/server';
import { MAX_RECENT_RUNS, recentResearch, type ResearchParams } from '@/lib/storage/research';

const keywords = {
  types: vi.fn(async () => ['simple', 'custom']),
  countries: vi.fn(async () => ({ pl: 'Poland', us: 'United States' })),
  languages: vi.fn(async () => ({ pl: 'Polish', en: 'English' })),
  engines: vi.fn(async () => ({
    'google.pl': { countries: ['pl'], languages: ['pl'], category: 'search' },
    'google.com': { countries: ['us', 'pl'], languages: ['en', 'pl'], category: 'search' },
  })),
  currencies: vi.fn(async () => ({ PLN: 'Polish złoty', EUR: 'Euro' })),
  getData: vi.fn(),
};
const getApi = vi.fn(async () => ({ keywords }));
vi.mock('@/entrypoints/background/api', () => ({ getApi: () => getApi() }));

const {
  cancelRetry,
  forget,
  loadCurrencies,
  loadTables,
  onRetryAlarm,
  runResearch,
  scheduleRetry,
} = await import('@/entrypoints/background/research');

const params: ResearchParams = {
  keywords: ['buty'],
  engines: ['google.pl'],
  type: 'custom',
  modifiers: ['tanie'],
  country: 'pl',
  language: 'pl',
  location: { lat: 52.1, lon: 21 },
};
const report = (failures = 0) => ({
  gatheringFailures: failures,
  phrases: [
    {
      value: 'buty tanie',
      base: 'buty',
      modifier: 'tanie',
      search: 'buty tanie',
      engines: ['google.pl'],
    },
  ],
});

beforeEach(() => {
  fakeBrowser.reset();
  vi.clearAllMocks();
  keywords.getData.mockResolvedValue(report());
});

describe('research.run', () => {
  it('sends the get-data body built from the parameters and stores the run first', async () => {
    const run = await runResearch(params);
    expect(keywords.getData).toHaveBeenCalledWith(
      {
        keywords: ['buty'],
        engines: ['google.pl'],
        type: 'custom',
        modifiers: ['tanie'],
        country: 'pl',
        language: 'pl',
        location: '52.1|21',
      },
      expect.objectContaining({ engines: expect.any(Object) }),
    );
    expect(run).toMatchObject({ params, gatheringFailures: 0, retryAt: null, retryError: null });
    expect(run.phrases.map((p) => p.search)).toEqual(['buty tanie']);
    expect((await recentResearch.getValue()).map((r) => r.id)).toEqual([run.id]);
  });

  it.each([
    ['a country the engine lacks', { country: 'us' }, 'country'],
    [
      'a language the engine lacks',
      { engines: ['google.pl', 'google.com'], language: 'en' },
      'language',
    ],
    ['an unknown engine', { engines: ['altavista'] }, 'engines'],
    ['custom without modifiers', { modifiers: [] }, 'modifiers'],
  ])('refuses %s before sending anything', async (_name, patch, field) => {
    const error = await runResearch({ ...params, ...patch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ kind: 'request', details: { field } });
    expect(keywords.getData).not.toHaveBeenCalled();
    expect(await recentResearch.getValue()).toEqual([]);
  });

  it('keeps a bounded list, newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < MAX_RECENT_RUNS + 2; i++) ids.push((await runResearch(params)).id);
    const stored = await recentResearch.getValue();
    expect(stored).toHaveLength(MAX_RECENT_RUNS);
    expect(stored[0].id).toBe(ids.at(-1));
  });

  it('still answers when storage refuses the list, keeping the new run alone', async () => {
    await runResearch(params);
    const setValue = vi
      .spyOn(recentResearch, 'setValue')
      .mockRejectedValueOnce(new Error('QUOTA_BYTES quota exceeded'));
    const run = await runResearch({ ...params, keywords: ['kurtki'] });
    expect(run.phrases).toHaveLength(1);
    expect((await recentResearch.getValue()).map((r) => r.id)).toEqual([run.id]);
    setValue.mockRestore();
  });

  it('passes service failures through as ServiceErrors and stores nothing', async () => {
    keywords.getData.mockRejectedValue(new ServiceError('throttling', { status: 503 }));
    await expect(runResearch(params)).rejects.toMatchObject({ kind: 'throttling' });
    expect(await recentResearch.getValue()).toEqual([]);
  });

  it.each([
    [{ params: { ...params, keywords: [' ', ''] } }, 'keywords-empty', 'params.keywords'],
    [{ params: { ...params, engines: [] } }, 'list-empty', 'params.engines'],
    [
      { params: { ...params, location: { lat: 91, lon: 0 } } },
      'research-location',
      'params.location.lat',
    ],
  ])('the protocol refuses bad input %# with a code', async (input, code, field) => {
    const reply = await dispatch('research.run', input, { id: fakeBrowser.runtime.id }, () => {
      throw new Error('handler must not run');
    });
    expect(reply.ok).toBe(false);
    if (!reply.ok) {
      expect(reply.error).toMatchObject({ kind: 'request', details: { local: true, code, field } });
    }
  });
});

describe('lookup tables', () => {
  it('are fetched once and then served from the cache', async () => {
    const api = await getApi();
    const first = await loadTables(api as never);
    const second = await loadTables(api as never);
    expect(second).toEqual(first);
    expect(first.types).toEqual(['simple', 'custom']);
    expect(keywords.engines).toHaveBeenCalledTimes(1);
    await loadTables(api as never, true);
    expect(keywords.engines).toHaveBeenCalledTimes(2);
  });

  it('the currencies table is asked apart (only the CPC picker needs it), cached the same way', async () => {
    const api = await getApi();
    expect(keywords.currencies).not.toHaveBeenCalled();
    expect(await loadCurrencies(api as never)).toEqual({ PLN: 'Polish złoty', EUR: 'Euro' });
    await loadCurrencies(api as never);
    expect(keywords.currencies).toHaveBeenCalledTimes(1);
    await loadCurrencies(api as never, true);
    expect(keywords.currencies).toHaveBeenCalledTimes(2);
  });
});

describe('retry of gathering failures', () => {
  it('schedules an alarm that re-runs the stored parameters in place', async () => {
    keywords.getData.mockResolvedValueOnce(report(3));
    const first = await runResearch(params);
    await runResearch({ ...params, keywords: ['kurtki'] });
    const scheduled = await scheduleRetry({ id: first.id, delayMinutes: 5 });
    expect(scheduled.retryAt).toBeGreaterThan(Date.now());
    expect(await fakeBrowser.alarms.get(`research-retry:${first.id}`)).toBeDefined();

    await onRetryAlarm({ name: `research-retry:${first.id}` });
    const stored = await recentResearch.getValue();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ id: first.id, gatheringFailures: 0, retryAt: null });
    expect(keywords.getData).toHaveBeenCalledTimes(3);
    expect(await fakeBrowser.alarms.get(`research-retry:${first.id}`)).toBeUndefined();
  });

  it('records why a scheduled re-run failed and keeps the earlier results', async () => {
    keywords.getData.mockResolvedValueOnce(report(2));
    const first = await runResearch(params);
    await scheduleRetry({ id: first.id, delayMinutes: 1 });
    keywords.getData.mockRejectedValueOnce(new ServiceError('network'));
    await onRetryAlarm({ name: `research-retry:${first.id}` });
    const [stored] = await recentResearch.getValue();
    expect(stored).toMatchObject({
      gatheringFailures: 2,
      retryAt: null,
      retryError: { kind: 'network' },
    });
  });

  it('cancels a scheduled retry', async () => {
    const first = await runResearch(params);
    await scheduleRetry({ id: first.id, delayMinutes: 5 });
    expect((await cancelRetry({ id: first.id })).retryAt).toBeNull();
    expect(await fakeBrowser.alarms.get(`research-retry:${first.id}`)).toBeUndefined();
  });

  it('ignores alarms of other areas and of forgotten runs', async () => {
    await onRetryAlarm({ name: 'audit-poll' });
    await onRetryAlarm({ name: 'research-retry:gone' });
    expect(keywords.getData).not.toHaveBeenCalled();
  });

  it('cannot schedule a run that is not stored', async () => {
    await expect(scheduleRetry({ id: 'gone', delayMinutes: 5 })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});

describe('forget', () => {
  it('removes one run, or all of them, with their alarms', async () => {
    const a = await runResearch(params);
    const b = await runResearch(params);
    await scheduleRetry({ id: a.id, delayMinutes: 5 });
    expect(await forget({ id: a.id })).toEqual({ removed: 1 });
    expect(await fakeBrowser.alarms.get(`research-retry:${a.id}`)).toBeUndefined();
    expect((await recentResearch.getValue()).map((r) => r.id)).toEqual([b.id]);
    expect(await forget({})).toEqual({ removed: 1 });
    expect(await recentResearch.getValue()).toEqual([]);
  });
});
