import { issue, isInputCode, type Issue, type IssueValues } from '@/lib/domain/input-issue';
import type { z } from 'zod/mini';
import { ServiceError, invalidInput } from '../api/errors';
import type { Reply } from './define';

/**
 * Run a command's handler the way the protocol demands, wherever it is served (./server.ts in
 * the background, ./local.ts in a page): input parsed by the command's schema, every failure a
 * serialised ServiceError, so kind and human message reach the page the same way from both.
 */
export async function runCommand<S extends z.ZodMiniType, O>(
  schema: S,
  data: unknown,
  handler: (input: z.output<S>) => Promise<O> | O,
): Promise<Reply<O>> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const error = invalidInput(protocolIssue(parsed.error, data));
    // Zod's own words, for the log a user can copy for support; the page shows the code.
    error.details.problem = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(input)'}: ${i.message}`)
      .join('; ');
    return { ok: false, error: error.toJSON() };
  }
  try {
    return { ok: true, data: await handler(parsed.data) };
  } catch (error) {
    return { ok: false, error: ServiceError.from(error).toJSON() };
  }
}

/**
 * The first problem of a command's input as an input code: protocol schemas write codes as their
 * messages (./protocol/*); anything else is a malformed command, a bug.
 */
function protocolIssue(error: z.core.$ZodError, data: unknown): Issue {
  const first = error.issues[0];
  const path = first?.path ?? [];
  const field = path.filter((part) => typeof part === 'string').join('.');
  const values: IssueValues = {};
  const input = path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
  if (typeof input === 'string' || typeof input === 'number') values.value = String(input);
  if (first && 'maximum' in first) values.max = Number(first.maximum);
  if (first && 'minimum' in first) values.min = Number(first.minimum);
  return issue(field, isInputCode(first?.message) ? first.message : 'message-invalid', values);
}
