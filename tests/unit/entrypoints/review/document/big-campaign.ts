import { rankDataSchema } from '@/lib/api/schemas/rank';
import { siteReview } from '@/lib/domain/review/site-review';
import { BIG_SHOP } from '../../../../emulator/agency/campaigns.ts';

const DAY = 86_400_000;
const day = (n: number) => new Date(Date.UTC(2026, 5, 16) - n * DAY).toISOString().slice(0, 10);
export const bigPeriod = { from: day(89), to: day(0) };
export const bigPrevious = { from: day(179), to: day(90) };
export const BIG_RIVALS = ['rival-one.example', 'rival-two.example', 'rival-three.example'];

/**
 * The agency data set's big shop (its 5,000 phrases, tests/emulator/agency/campaigns.ts) over two
 * 90-day periods, on both devices (twice the rows the shop has, for the file size's worst case),
 * with three competitors, in the service's nesting. The days are the four ends the appendix
 * prints and every seventh between: what a row of the file holds does not grow with the days,
 * and a test need not index 7 million days.
 */
export function bigRank() {
  const days = [
    ...new Set([0, 89, 90, 179, ...Array.from({ length: 26 }, (_, i) => i * 7)].map(day)),
  ];
  const results: Record<string, Record<string, Record<string, unknown>>> = {};
  for (let id = 1; id <= BIG_SHOP.keywords; id++) {
    const group = 1 + Math.floor((id - 1) / (BIG_SHOP.keywords / BIG_SHOP.groups));
    const title = BIG_SHOP.keyword(group, id);
    for (const domain of [BIG_SHOP.domain, ...BIG_RIVALS]) {
      const data: Record<string, unknown> = {};
      days.forEach((d, i) => {
        const position = 1 + ((id * 7 + i * 3 + domain.length) % 100);
        const url = `https://${domain}/category-${group}/product-${id}/`;
        const leaf = { '': { position: String(position), url } };
        data[d] = { google: { desktop: leaf, mobile: leaf } };
      });
      const byDomain = (results[String(group)] ??= {});
      (byDomain[domain] ??= {})[String(10_000 + id)] = {
        keyword: { title, volume: String(10 + ((id * 37) % 5000)), cpc: '2.35' },
        data,
      };
    }
  }
  return rankDataSchema.parse(results);
}

export function bigCampaignReview() {
  const rank = bigRank();
  return siteReview({
    rank,
    site: BIG_SHOP.domain,
    competitors: BIG_RIVALS,
    period: bigPeriod,
    previous: bigPrevious,
  });
}
