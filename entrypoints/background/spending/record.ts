import { logCaught } from '@/lib/diagnostics/log';
import { addSpend, type SpendSource } from '@/lib/domain/spending';
import { trackedAudits } from '@/lib/storage/audits';
import { spendRecord } from '@/lib/storage/spending';

/** What a spend was for: the page and title, or an audit the tracker may know (a refresh). */
export type SpendTarget = { url: string | null; title: string | null } | { auditId: number };

async function resolve(target: SpendTarget): Promise<{ url: string | null; title: string | null }> {
  if (!('auditId' in target)) return target;
  const records = Object.values(await trackedAudits.getValue());
  const record = records.find(
    (r) => r.parentId === target.auditId || r.children.some((c) => c.id === target.auditId),
  );
  return { url: record?.url || null, title: record?.title ?? null };
}

/**
 * Add an answer that reported what it cost to the spending record (lib/storage/spending.ts). Called
 * once per request, where the launch, refresh or clone is completed (answered or found again). A
 * failure to record is logged, never the launch's: the tokens are spent either way.
 */
export async function recordSpend(
  source: SpendSource,
  target: SpendTarget,
  tokens: { cost: number; left: number | null },
  now = Date.now(),
): Promise<void> {
  try {
    const { url, title } = await resolve(target);
    const entry = { at: now, source, url, title, cost: tokens.cost, left: tokens.left };
    await spendRecord.update((record) => addSpend(record, entry, now));
  } catch (error) {
    await logCaught('spending: recording a spend', error);
  }
}
