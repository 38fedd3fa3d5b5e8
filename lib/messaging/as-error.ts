import type { SerializedError } from '../api/errors';

/**
 * A caught value as the serialised error pages render (ServiceError instances included). What
 * `ServiceError.from(value).toJSON()` gives, without the class: the popup's first frame loads
 * this, and the error type's code stays with the messaging client that is loaded after it.
 */
export function asError(value: unknown): SerializedError {
  const v = value as Partial<SerializedError> & { toJSON?: () => SerializedError };
  if (v && typeof v === 'object' && typeof v.kind === 'string') {
    return typeof v.toJSON === 'function' ? v.toJSON() : (v as SerializedError);
  }
  return {
    name: 'ServiceError',
    kind: 'exception',
    message: value instanceof Error ? value.message : String(value),
    status: null,
    serviceMessage: null,
    details: {},
  };
}
