import { ServiceError } from '@/lib/api/errors';

/** The ServiceError a promise rejects with; fails the test when it resolves instead. */
export async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    return ServiceError.from(error);
  }
  throw new Error('expected a rejection');
}
