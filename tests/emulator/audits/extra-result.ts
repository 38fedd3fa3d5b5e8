import { str } from './scores.ts';

/*
 * The control setting `extraResultName` (`POST /__emulator/settings`): every finished result also
 * carries an entry with that name. The service's result names are whatever the audit tool wrote,
 * so a page must cope with one of any length; tests give it a 2,000-character word.
 */

/** Lighthouse and pagespeed: one more category, scored as the performance category. */
export function withExtraCategory(
  data: Record<string, unknown>,
  name: string,
  score: number,
): Record<string, unknown> {
  const categories = data.categories as Record<string, unknown>;
  return { ...data, categories: { ...categories, extra: { title: name, score: str(score) } } };
}

/** The check types: one more check, failed, named and worded with the name. */
export function withExtraCheck(
  data: Record<string, unknown>,
  name: string,
): Record<string, unknown> {
  const checks = data.checks as unknown[];
  return {
    ...data,
    checks: [...checks, { name: 'extra', title: name, passed: false, value: name, message: name }],
  };
}
