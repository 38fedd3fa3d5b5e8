import { normalisePhrase } from '@/lib/domain/serp-phrase';
import {
  indexMeta,
  shardItem,
  shardOf,
  type IndexRef,
  type IndexShard,
  type KeywordRow,
} from '@/lib/storage/serp-index';

/*
 * Writing the phrase index (lib/storage/serp-index.ts): a campaign's keywords replace what the
 * index held of that campaign, shard by shard, each shard read and written once under its lock.
 */

/** The ref of one keyword row, with its title kept only when normalising changed it. */
export function refOf(campaignId: number, [title, groupId, keywordId]: KeywordRow): IndexRef {
  return normalisePhrase(title) === title
    ? [campaignId, groupId, keywordId]
    : [campaignId, groupId, keywordId, title];
}

/**
 * `shard` with the campaign's `rows` (all of this shard's) added; with `replace`, the refs of the
 * campaign it held before are dropped first.
 */
export function withRows(
  shard: IndexShard,
  campaignId: number,
  rows: readonly KeywordRow[],
  replace: boolean,
): IndexShard {
  const next: IndexShard = {};
  for (const [phrase, refs] of Object.entries(shard)) {
    const kept = replace ? refs.filter(([id]) => id !== campaignId) : refs;
    if (kept.length) next[phrase] = kept;
  }
  for (const row of rows) {
    const phrase = normalisePhrase(row[0]);
    if (!phrase) continue;
    const refs = (next[phrase] ??= []);
    if (!refs.some(([id, , kw]) => id === campaignId && kw === row[2])) {
      refs.push(refOf(campaignId, row));
    }
  }
  return next;
}

/**
 * Put a campaign's keywords in the index in place of its old ones (`add`: beside them). Returns
 * the shards that now hold its phrases.
 */
export async function writeCampaign(
  campaignId: number,
  rows: readonly KeywordRow[],
  { add = false }: { add?: boolean } = {},
): Promise<number[]> {
  const byShard = new Map<number, KeywordRow[]>();
  for (const row of rows) {
    const shard = shardOf(normalisePhrase(row[0]));
    const list = byShard.get(shard) ?? byShard.set(shard, []).get(shard)!;
    list.push(row);
  }
  const before = (await indexMeta.getValue()).campaigns[String(campaignId)]?.shards ?? [];
  const touched = add ? [...byShard.keys()] : [...new Set([...before, ...byShard.keys()])];
  for (const shard of touched) {
    await shardItem(shard).update((stored) =>
      withRows(stored, campaignId, byShard.get(shard) ?? [], !add),
    );
  }
  const holding = add ? [...before, ...byShard.keys()] : [...byShard.keys()];
  return [...new Set(holding)].sort((a, b) => a - b);
}
