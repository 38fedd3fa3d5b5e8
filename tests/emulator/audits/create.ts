import type { Context } from 'hono';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { bodyObject } from '../core/params.ts';
import { badRequest, forbidden, limitError, ok } from '../core/envelope.ts';
import type { KeywordOptions } from './model.ts';
import {
  readDevices,
  readKeywordOptions,
  readKeywords,
  readSettings,
  readUrls,
} from './create-input.ts';
import { keywordResultUrls, planChildren, storeTree, treeMap, type ParentPlan } from './tree.ts';

/** Create audit (../shared/spec/audits.md §4): every rule of the table, the error rows of §7, and the cost. */

export const NO_AUDIT_ACCESS =
  'Your account may not create audits through the API. Ask the account owner to enable audits.';

export function notEnoughTokens(needed: number, left: number): string {
  return `Not enough audit tokens: this operation needs ${needed} and ${left} are left this month (monthly limit reached).`;
}

export function createAudit(c: Context<AppEnv>, ctx: EmulatorContext): Response {
  const account = c.get('account');
  if (!account.canAudit) return forbidden(c, NO_AUDIT_ACCESS);
  const body = bodyObject(c.get('body'));

  const devices = readDevices(c, body.device);
  if ('response' in devices) return devices.response;
  const settings = readSettings(c, ctx, body, account);
  if ('response' in settings) return settings.response;
  const urls = readUrls(c, body.urls);
  if ('response' in urls) return urls.response;
  const keywords = readKeywords(c, body.keywords);
  if ('response' in keywords) return keywords.response;
  if (!urls.value && !keywords.value) {
    return badRequest(
      c,
      'Either urls or keywords is required: give the pages or phrases to audit.',
    );
  }
  let options: KeywordOptions[] = [];
  if (keywords.value) {
    const read = readKeywordOptions(c, body.keywords_options, keywords.value.length);
    if ('response' in read) return read.response;
    options = read.value;
  }
  const title =
    typeof body.title === 'string' && body.title.trim() !== '' ? body.title.trim() : 'Audit';

  const plans: ParentPlan[] = [];
  if (urls.value) {
    plans.push({
      title,
      type: 'advanced',
      keyword: null,
      keywordOptions: null,
      children: planChildren(urls.value, devices.value, settings.value),
    });
  }
  for (const [index, keyword] of (keywords.value ?? []).entries()) {
    plans.push({
      title,
      type: 'keyword',
      keyword,
      keywordOptions: options.length === 1 ? options[0] : options[index],
      children: planChildren(keywordResultUrls(keyword), devices.value, settings.value),
    });
  }
  const cost = plans.reduce((sum, plan) => sum + plan.children.length, 0);
  if (cost > account.auditTokensLeft)
    return limitError(c, notEnoughTokens(cost, account.auditTokensLeft));

  account.auditTokensLeft -= cost;
  const urlTrees = plans
    .filter((p) => p.type === 'advanced')
    .map((p) => storeTree(ctx, account.id, p));
  const keywordTrees = plans
    .filter((p) => p.type === 'keyword')
    .map((p) => ({ keyword: p.keyword ?? '', tree: storeTree(ctx, account.id, p) }));
  // PHP serialises an empty keyed array as [], so an empty member arrives as a list.
  return ok(c, {
    cost,
    left: account.auditTokensLeft,
    keywords: keywordTrees.length
      ? Object.fromEntries(keywordTrees.map(({ keyword, tree }) => [keyword, tree.parent.id]))
      : [],
    urls: urlTrees.length ? treeMap(urlTrees) : [],
  });
}
