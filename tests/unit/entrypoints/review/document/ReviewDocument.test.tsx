import { describe, expect, it } from 'vitest';
import type { RankData } from '@/lib/api/schemas/rank';
import { reviewSections } from '@/lib/domain/review/request';
import { choiceOf, emulatorReview, period, reading, RIVALS, SITE } from './emulator-review';
import { renderReview, sectionText, textOf } from './render';

const { review, rank } = emulatorReview();
const html = renderReview(review, choiceOf(), reading);
const text = textOf(html);

/** A keyword's position for a domain on a day, read straight from the parsed answer. */
function positionIn(data: RankData, domain: string, device: string, day: string) {
  const out = new Map<number, number | null | undefined>();
  for (const s of data.series) {
    if (s.domain !== domain || s.device !== device) continue;
    out.set(s.keywordId, s.points.find((p) => p.date === day)?.position);
  }
  return out;
}

describe("the site review document, from the emulator's answers", () => {
  it("has the cover and every chosen section in the review's order, then the method", () => {
    expect(text).toContain('Kowalski Sp. z o.o.');
    expect(text).toContain('Agencja Nord');
    const ids = [...html.matchAll(/<section class="rv-section" id="rv-(\w+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...reviewSections, 'method']);
  });

  it("counts the keywords in positions 1–3 at the period's end as the answer has them", () => {
    const devices = Object.keys(review.buckets.end);
    const cells = devices.flatMap((device) =>
      [period.from, period.to].map((day) => {
        const positions = [...positionIn(rank, SITE, device, day).values()];
        return positions.filter((p) => p != null && p >= 1 && p <= 3).length;
      }),
    );
    expect(cells.some((c) => c > 0)).toBe(true);
    expect(sectionText(html, 'visibility')).toContain(`1–3 ${cells.join(' ')}`);
  });

  it('counts the keywords where each competitor stands above the site, per device', () => {
    const desktop = sectionText(html, 'competitors');
    for (const rival of RIVALS) {
      const ours = positionIn(rank, SITE, 'desktop', period.to);
      const theirs = positionIn(rank, rival, 'desktop', period.to);
      const higher = [...theirs].filter(([id, p]) => {
        const own = ours.get(id);
        return p != null && own != null && p < own;
      }).length;
      expect(desktop).toContain(`${rival} ${higher} `);
    }
  });

  it('names the heaviest movers with their ranking URL, and states the rule', () => {
    const movers = sectionText(html, 'movers');
    const top = review.movers.desktop.gains[0];
    expect(top).toBeDefined();
    expect(movers).toContain(`${top.title} ${top.volume.toLocaleString('en-GB')}`);
    expect(movers).toContain(top.to.url!);
    expect(movers).toContain('places gained × monthly search volume');
  });

  it("says the visibility is Stormlens's estimate and draws it as inline SVG", () => {
    expect(sectionText(html, 'visibility')).toContain(
      "Stormlens's estimate, not a figure of the service",
    );
    expect(html.match(/<svg/g)?.length).toBe(
      (1 + RIVALS.length) * Object.keys(review.buckets.end).length,
    );
  });

  it("gives the service's own visibility of the campaign apart from Stormlens's estimate", () => {
    const overview = { visibility: 41.25, visibilityChange: -2.5, series: [] };
    const section = sectionText(renderReview(review, choiceOf(), reading, overview), 'visibility');
    expect(section).toMatch(
      /SEMSTORM's own visibility of the campaign over this period: 41\.3 \((−|-)2\.5 against the period before/,
    );
    // Not read (a refused overview, said in the method): no figure stands in for it.
    expect(sectionText(html, 'visibility')).not.toContain("SEMSTORM's own visibility");
  });

  it('lists every keyword in the appendix with the volume and CPC the answer carried', () => {
    const appendix = sectionText(html, 'appendix');
    const first = rank.series.find((s) => s.domain === SITE)!;
    for (const s of rank.series.filter((x) => x.domain === SITE))
      expect(appendix).toContain(s.keyword.title);
    expect(appendix).toContain(first.keyword.cpc!.toFixed(2));
  });

  it("gives the lab metrics' pass rates over the audited pages, named lab metrics", () => {
    const pages = sectionText(html, 'pages');
    const lcp = review.pages.lab.find((m) => m.id === 'largest-contentful-paint')!;
    expect(pages).toContain(`Largest Contentful Paint 2,500 ms ${lcp.passed} ${lcp.failed}`);
    expect(pages).toContain('not field Core Web Vitals');
  });
});

describe('the method section', () => {
  it('says how often the service received a read it refused as busy', () => {
    const resent = {
      ...reading,
      made: reading.made + 2,
      calls: [{ ...reading.calls[0], sent: 3 }, ...reading.calls.slice(1)],
    };
    const method = sectionText(renderReview(review, choiceOf(), resent), 'method');
    expect(method).toContain('received 3 times: refused as busy, sent again');
    expect(method).toContain(`Made: ${reading.made + 2},`);
    expect(sectionText(html, 'method')).not.toContain('sent again');
  });
});
