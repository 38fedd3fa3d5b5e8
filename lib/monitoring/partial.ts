import { ServiceError } from '@/lib/api/errors';

/**
 * Runs a report call; when the service throttles (503) but sent part of the data in
 * `error.result`, returns that part flagged partial instead of failing, so the panel can show
 * what arrived and offer to retry. Any other failure (or a 503 without usable data) is thrown as
 * is. The client has already checked the part with the call's own schema (lib/api/http.ts).
 */
export async function withPartial<T>(
  call: () => Promise<T>,
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
      // Parsed by the schema of this very call (lib/api/http.ts, withPartialParsed): its type.
      return { value: failure.partial as T, partial: true };
    }
    throw failure;
  }
}
