import { invalidInput, type ServiceError } from './errors';
import type { MonitoringEngine } from './schemas/monitoring';
import { issue, isPositiveId, type Issue } from '@/lib/domain/input-issue';

/**
 * Rules the documents state, checked before anything is sent (a refusal costs no call). Each
 * check is a pure function returning issues — codes, never sentences (lib/domain/input-issue.ts) —
 * so pages run the same rules on their forms and translate what they find; the client throws
 * the first issue as a local `request` error with every issue in `details.issues`.
 */
export {
  checkId,
  checkIds,
  checkOneOf,
  checkPager,
  checkSubset,
  checkText,
  checkTexts,
  collect,
  isPositiveId,
  type Issue,
} from '@/lib/domain/input-issue';
export { checkDateRange, isYmd, toYmd } from '@/lib/domain/dates';
export { checkDomain, isDomain } from '@/lib/domain/domain-name';
export { checkEmail, isEmail } from '@/lib/domain/email';
export { checkWebAddress, isHttpUrl } from '@/lib/domain/url';
export { checkInRange } from '@/lib/domain/setting-range';
export { checkSettingRanges } from '@/lib/domain/profile-fields';
export { validCountriesFor, validLanguagesFor } from '@/lib/domain/research';

export { auditPageSizes, monitoringPageSizes } from '@/lib/domain/list-order';

/** Throws the issues as one local `request` ServiceError (no network call happens). */
export function assertValid(issues: Issue[]): void {
  if (issues.length > 0) throw refusal(issues);
}

/** The issues as one local `request` ServiceError: the first one, with every one in the details. */
export function refusal(issues: Issue[]): ServiceError {
  const error: ServiceError = invalidInput(issues[0]);
  error.details.issues = issues;
  return error;
}

/** Monitoring and audits: the countries an engine id offers (engines table of monitoring). */
export function countriesOfEngine(
  engines: MonitoringEngine[],
  engineId: number,
): { id: number; name: string }[] {
  return engines.find((e) => e.id === Number(engineId))?.countries ?? [];
}

export function checkEngineCountry(
  engines: MonitoringEngine[] | undefined,
  engine: unknown,
  country: unknown,
  field = 'country',
): Issue | null {
  if (!engines || !isPositiveId(engine) || !isPositiveId(country)) return null;
  if (!engines.some((e) => e.id === Number(engine)))
    return issue('engine', 'engine-unknown', { engine: String(engine) });
  return countriesOfEngine(engines, Number(engine)).some((c) => c.id === Number(country))
    ? null
    : issue(field, 'engine-country', { country: String(country), engine: String(engine) });
}
