import { launchCost } from '@/lib/domain/audit-cost';
import { parseRunInputs, runSections, type RunErrors } from '@/lib/domain/run-settings';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { auditUrl } from '@/lib/domain/url';
import type { Input } from '@/lib/messaging/protocol';
import { MAX_KEYWORDS, MAX_PAGES } from '@/lib/domain/launch-limits';
import { MAX_PLACE_NAME, placeNameIssue, type PlaceNameIssue } from '@/lib/domain/place-name';
import type { LaunchDraft } from '@/lib/stores/popup';
import type { LaunchPlan } from './launch-plan';

/*
 * What the launch form sends for the draft: this page, several pages (one run: `urls`) or keywords
 * (`keywords` + `keywords_options`), with a profile, the types' defaults or this run's settings
 * (`audits_settings`). Pure, so every refusal is known — and shown — before anything is spent.
 */

export type LaunchProblem =
  | { code: 'badLines'; lines: string[] }
  | { code: 'tooManyPages'; max: number }
  | { code: 'noKeywords' }
  | { code: 'tooManyKeywords'; max: number }
  | { code: 'noMarket' }
  | { code: 'badLocation'; issue: PlaceNameIssue; max: number }
  | { code: 'settings' };

export interface LaunchBuild {
  /** Pages in the run, or phrases for keyword audits. */
  count: number;
  /** Tokens: one per child. For keywords the lowest (one ranking page per phrase). */
  cost: number;
  /** The message to send, without its request id; null while a problem remains. */
  input: Omit<Input<'audits.launch'>, 'requestId'> | null;
  problem: LaunchProblem | null;
  /** Field errors of this run's settings. */
  settingsErrors: RunErrors | null;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The other pages of the run: ticked links, then pasted addresses, each once, not the page. */
export function chosenPages(draft: LaunchDraft, url: string): { pages: string[]; bad: string[] } {
  const own = auditUrl(url);
  const bad: string[] = [];
  const pages: string[] = [];
  for (const raw of [...draft.pages, ...lines(draft.pasted)]) {
    const page = auditUrl(raw);
    if (!page) bad.push(raw);
    else if (page !== own && !pages.includes(page)) pages.push(page);
  }
  return { pages, bad };
}

export function buildLaunch(
  draft: LaunchDraft,
  plan: LaunchPlan,
  url: string,
  descriptor: SettingsDescriptor | null,
): LaunchBuild {
  const types = plan.mode === 'profile' ? (plan.profile?.types ?? []) : plan.types;
  let settingsErrors: RunErrors | null = null;
  let what: Pick<Input<'audits.launch'>, 'types' | 'profileId' | 'settings'>;
  if (draft.runInputs && descriptor) {
    const parsed = parseRunInputs(runSections(descriptor, types), draft.runInputs);
    if (parsed.ok) what = { settings: parsed.settings };
    else {
      settingsErrors = parsed.errors;
      what = {};
    }
  } else {
    what = plan.mode === 'profile' && plan.profile ? { profileId: plan.profile.id } : { types };
  }
  const base = { url, devices: plan.devices, ...what };
  const perPage = launchCost(1, plan.devices.length, plan.typeCount);
  const result = (
    count: number,
    extra: Partial<Input<'audits.launch'>>,
    problem: LaunchProblem | null,
  ): LaunchBuild => {
    const blocked = problem ?? (settingsErrors ? { code: 'settings' as const } : null);
    return {
      count,
      cost: count * perPage,
      input: blocked ? null : { ...base, ...extra },
      problem: blocked,
      settingsErrors,
    };
  };

  if (draft.target === 'pages') {
    const { pages, bad } = chosenPages(draft, url);
    const problem: LaunchProblem | null = bad.length
      ? { code: 'badLines', lines: bad }
      : pages.length > MAX_PAGES
        ? { code: 'tooManyPages', max: MAX_PAGES + 1 }
        : null;
    return result(1 + pages.length, pages.length ? { pages } : {}, problem);
  }
  if (draft.target === 'keywords') {
    const keywords = [...new Set(lines(draft.keywords))];
    const location = draft.location.trim();
    const placeIssue = placeNameIssue(location);
    const problem: LaunchProblem | null =
      keywords.length === 0
        ? { code: 'noKeywords' }
        : keywords.length > MAX_KEYWORDS
          ? { code: 'tooManyKeywords', max: MAX_KEYWORDS }
          : draft.engine === null || draft.country === null
            ? { code: 'noMarket' }
            : placeIssue
              ? { code: 'badLocation', issue: placeIssue, max: MAX_PLACE_NAME }
              : null;
    const options =
      draft.engine !== null && draft.country !== null
        ? [{ engine: draft.engine, country: draft.country, ...(location ? { location } : {}) }]
        : [];
    return result(keywords.length, { keywords, keywordsOptions: options }, problem);
  }
  return result(1, {}, null);
}
