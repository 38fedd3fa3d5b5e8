import { isInputCode } from './input-issue';

/*
 * Which field of a form a refusal concerns, so it is shown at that field rather than in a banner:
 * the field of an input rule Stormlens checked itself (lib/domain/input-issue.ts), else the first of
 * the form's fields whose parameter name the service's message mentions ("Invalid domain …",
 * "data.company_map_title: …"). Null when it names none of them: the form shows it whole.
 */

interface Refusal {
  kind: string;
  serviceMessage?: string | null;
  details?: Record<string, unknown>;
}

/**
 * `fields`: each form field with the parameter names the service may use for it, in the order to
 * try them. `kinds`: the error kinds that are refusals of input (a document may class one as an
 * Exception, as keyword research does a country that is not valid with an engine).
 */
export function refusedField<F extends string>(
  error: Refusal | null | undefined,
  fields: Record<F, readonly string[]>,
  kinds: readonly string[] = ['request'],
): F | null {
  if (!error || !kinds.includes(error.kind)) return null;
  const message = error.serviceMessage ?? '';
  const local = error.details?.local === true && isInputCode(error.details.code);
  const named = local ? String(error.details?.field ?? '') : null;
  const mentions = (name: string) =>
    named !== null
      ? named === name
      : new RegExp(`(^|[^\\w.])${name.replace(/\./g, '\\.')}(?!\\w)`, 'i').test(message);
  for (const field in fields) if (fields[field].some(mentions)) return field;
  return null;
}
