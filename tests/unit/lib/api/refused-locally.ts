import { expect } from 'vitest';
import type { Api } from '@/lib/api';
import type { ServiceError } from '@/lib/api/errors';
import { isInputCode } from '@/lib/domain/input-issue';
import { apiOn, fakeService } from './fake-service';

/** A call that must fail as a local `request` error on `field`, with no request sent. */
export type InvalidCall = [name: string, field: string, call: (api: Api) => Promise<unknown>];

export async function expectRefusedLocally(
  field: string,
  call: (api: Api) => Promise<unknown>,
): Promise<void> {
  const service = fakeService({ body: {} });
  const error = await call(apiOn(service)).then(
    () => null,
    (e: unknown) => e as ServiceError,
  );
  expect(error).toMatchObject({
    kind: 'request',
    serviceMessage: null,
    details: { local: true },
  });
  // A code the pages translate, never a sentence (lib/domain/input-issue.ts).
  expect(isInputCode(error?.details.code)).toBe(true);
  expect(error?.details.field).toBe(field);
  expect(service.sent).toHaveLength(0);
}
