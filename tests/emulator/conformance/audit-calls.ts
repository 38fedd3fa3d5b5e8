import type { Harness } from './harness.ts';

export const lighthouse = { lighthouse: {} };

/** Create-audit calls shared by the audit suites: a plain create, and a small valid audit. */
export function auditCalls(h: Harness) {
  const create = (body: Record<string, unknown>, token?: string) =>
    h.call('POST', 'audits/audit.json', body, token);
  const newAudit = (extra: Record<string, unknown> = {}, token?: string) =>
    create(
      {
        title: 'T',
        urls: ['https://www.example.com/a'],
        device: ['desktop', 'mobile'],
        audits_settings: lighthouse,
        ...extra,
      },
      token,
    );
  const advance = (advanceMs: number) => h.control('clock', { advanceMs });
  return { create, newAudit, advance };
}
