import { describe, expect, it } from 'vitest';
import { reviewFileName } from '@/entrypoints/review/document/save';
import { BIG_SHOP } from '../../../../emulator/agency/campaigns.ts';
import { bigCampaignReview, bigPeriod, bigPrevious, BIG_RIVALS } from './big-campaign';
import { choiceOf, emulatorReview, reading } from './emulator-review';
import { savedFile, textOf } from './render';

const MAX_BYTES = 5 * 1024 * 1024;

/** What would make the browser fetch when the file opens: a script, or a URL in an attribute. */
const fetching = (html: string) => [
  ...(html.match(/<script\b/gi) ?? []),
  ...(html.match(/\b(src|href|srcset|action|data|poster)\s*=\s*["']?\s*(https?:)?\/\//gi) ?? []),
  ...(html.match(/url\(\s*["']?(https?:)?\/\//gi) ?? []),
  ...(html.match(/@import/gi) ?? []),
];

describe('the saved review', () => {
  const { review } = emulatorReview();
  const html = savedFile(review, choiceOf({ language: 'pl' }), reading);

  it("is one HTML document in the review's language, its styles inline", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="pl">')).toBe(true);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('--accent');
    expect(html).toContain('@page');
  });

  it('carries no script and nothing that requests, and forbids requests outright', () => {
    expect(fetching(html)).toEqual([]);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it('names the file by the domain and the period', () => {
    expect(reviewFileName(choiceOf())).toBe(
      `stormlens-review-example.com-${choiceOf().period.from}-${choiceOf().period.to}.html`,
    );
  });

  it('stays within 5 MB for a 5,000-keyword campaign with 3 competitors over two 90-day periods', () => {
    const big = bigCampaignReview();
    const choice = choiceOf({
      domain: BIG_SHOP.domain,
      period: bigPeriod,
      previous: bigPrevious,
      competitors: BIG_RIVALS,
    });
    const file = savedFile(big, choice, reading);
    const bytes = new TextEncoder().encode(file).length;
    console.log(
      `saved review, ${big.appendix.length} keywords × 2 devices: ${(bytes / 1024 / 1024).toFixed(2)} MB`,
    );
    expect(big.appendix).toHaveLength(5000);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(fetching(file)).toEqual([]);
    // Every keyword is in the file as text the browser's find reaches.
    const text = textOf(file);
    expect(text).toContain(BIG_SHOP.keyword(5, 5000));
    expect(text).toContain(BIG_SHOP.keyword(1, 1));
    // Reading 7 million days of four domains takes a while on a loaded two-core machine.
  }, 180_000);
});
