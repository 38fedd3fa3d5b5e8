import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createHttp } from '@/lib/api/http';
import { rejection } from '../../rejection';
import { fakeService, fixture } from './fake-service';

/* A 503 that sends part of a report: the part reaches callers as the call's own value (the side
 * panel's read model shows it without parsing the service's JSON itself: lib/monitoring/partial.ts). */

let calls = 0;
const throttledCall = (schema: z.ZodMiniType) =>
  createHttp({
    baseUrl: 'https://api.test/api-v3',
    token: `partial-${++calls}`,
    minIntervalMs: 0,
    retryDelayMs: 1,
    fetch: fakeService({ status: 503, body: fixture('error-503-partial') }).fetch,
  }).request({ method: 'POST', path: 'x', schema });

describe('partial data of a throttled call', () => {
  it('is checked by the schema of the call, like a whole answer', async () => {
    const keys = z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((r) => Object.keys(r)),
    );
    expect(await rejection(throttledCall(keys))).toMatchObject({
      kind: 'throttling',
      partial: ['101'],
    });
  });

  it('is null when the schema refuses it: there was some, none is usable', async () => {
    expect(await rejection(throttledCall(z.array(z.number())))).toMatchObject({
      kind: 'throttling',
      partial: null,
    });
  });
});
