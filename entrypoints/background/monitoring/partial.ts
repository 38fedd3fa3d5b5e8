import { ServiceError } from '@/lib/api/errors';
import type { z } from 'zod/mini';

/**
 * Runs a report call; when the service throttles (503) but sent part of the data in
 * `error.result`, returns that part flagged partial instead of failing, so the panel can show
 * what arrived and offer to retry. Any other failure (or a 503 without data) is thrown as is.
 */
export async function withPartial<T>(
  call: () => Promise<T>,
  schema: z.ZodMiniType<T>,
): Promise<{ value: T; partial: boolean }> {
  try {
    return { value: await call(), partial: false };
  } catch (error) {
    const failure = ServiceError.from(error);
    if (
      failure.kind === 'throttling' &&
      failure.partial !== undefined &&
      failure.partial !== null
    ) {
      const parsed = schema.safeParse(failure.partial);
      if (parsed.success) return { value: parsed.data, partial: true };
    }
    throw failure;
  }
}
