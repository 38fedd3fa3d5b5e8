import { describe, expect, it } from 'vitest';
import { Recorder } from '@/entrypoints/review/gather/recorder';
import { ServiceError } from '@/lib/api/errors';

/* What the review's method section says it made is what the service received. */

const fixedNow = () => new Date('2026-11-29T10:00:00Z');

describe('Recorder', () => {
  it('counts a read the client sent three times, refused as busy each time, three times', async () => {
    const recorder = new Recorder(new AbortController().signal, [], fixedNow);
    await recorder.request('campaigns.data', 'example.com', async () => 'whole');
    const refused = new ServiceError('throttling', { status: 503, details: { attempts: 3 } });
    await expect(
      recorder.request('campaigns.data', 'example.com', () => Promise.reject(refused)),
    ).rejects.toBe(refused);
    recorder.reused('campaigns.overview', 'Shop');
    expect(recorder.made).toBe(4);
    expect(recorder.calls.map((c) => c.sent)).toEqual([undefined, 3, undefined]);
  });

  it('counts a failure that says nothing of attempts once', async () => {
    const recorder = new Recorder(new AbortController().signal, [], fixedNow);
    await expect(
      recorder.request('audits.retrieve', '7', () => Promise.reject(new Error('lost'))),
    ).rejects.toThrow('lost');
    expect(recorder.made).toBe(1);
  });
});
