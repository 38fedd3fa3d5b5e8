/**
 * The emulator's accounts, one per token. Their mutable parts (tokens left, limits, permission)
 * live in the emulator state so the control API and `--state-file` cover them; areas read the
 * caller's account with `c.get('account')`, which is the live state object.
 */
export interface Account {
  /** Account (user) id: the `uid` of audits and profiles it owns. */
  id: number;
  token: string;
  email: string;
  name: string;
  /** May create audits through the interface (create, refresh, clone); false → Access error. */
  canAudit: boolean;
  /** Audit types the account may use (the keys the settings descriptor returns). */
  auditTypes: string[];
  /** Monthly audit token allowance and what is left of it. */
  auditTokensLimit: number;
  auditTokensLeft: number;
  /** Monitoring limits: campaigns that may be active, keyword slots (per device) that may be active. */
  campaignLimit: number;
  keywordLimit: number;
  /** API credits, reported as `_credits_left` in every envelope (see README: what costs credits). */
  creditsLeft: number;
}

export const ALL_AUDIT_TYPES = [
  'lighthouse',
  'pagespeed',
  'webpagetest',
  'yellowlab',
  'sitespeedio',
  'content',
] as const;
export type AuditType = (typeof ALL_AUDIT_TYPES)[number];

export const DEMO_TOKEN = 'demo-token';
export const NOAUDIT_TOKEN = 'noaudit-token';
export const TEAMMATE_TOKEN = 'teammate-token';

/** Defaults of ../shared/spec/service-notes.md: 100 audit tokens a month, 5 campaigns, 500 keyword slots. */
export const DEFAULT_LIMITS = {
  auditTokens: 100,
  campaigns: 5,
  keywords: 500,
  credits: 10_000,
} as const;

/** Fresh copies of the three accounts (the state owns and mutates them). */
export function defaultAccounts(): Account[] {
  const base = {
    auditTokensLimit: DEFAULT_LIMITS.auditTokens,
    auditTokensLeft: DEFAULT_LIMITS.auditTokens,
    campaignLimit: DEFAULT_LIMITS.campaigns,
    keywordLimit: DEFAULT_LIMITS.keywords,
    creditsLeft: DEFAULT_LIMITS.credits,
  };
  return [
    {
      ...base,
      id: 1001,
      token: DEMO_TOKEN,
      email: 'demo@stormlens.test',
      name: 'Demo Account',
      canAudit: true,
      auditTypes: [...ALL_AUDIT_TYPES],
    },
    {
      ...base,
      id: 1002,
      token: NOAUDIT_TOKEN,
      email: 'noaudit@stormlens.test',
      name: 'No-Audit Account',
      canAudit: false,
      // A smaller plan: it sees fewer audit types, so the settings descriptor differs per account.
      auditTypes: ['lighthouse', 'pagespeed', 'content'],
    },
    {
      ...base,
      id: 1003,
      token: TEAMMATE_TOKEN,
      email: 'teammate@stormlens.test',
      name: 'Teammate Account',
      canAudit: true,
      auditTypes: [...ALL_AUDIT_TYPES],
    },
  ];
}

export function findAccount(accounts: Account[], token: string | undefined): Account | undefined {
  if (!token) return undefined;
  return accounts.find((account) => account.token === token);
}
