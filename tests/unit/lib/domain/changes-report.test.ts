import { describe, expect, it } from 'vitest';
import { changesReportHtml, type ReportWords } from '@/lib/domain/changes-report';
import type { KeywordChange } from '@/lib/domain/watch-changes';
import { summaryParts } from '@/lib/domain/watch-summary';

const change: KeywordChange = {
  id: '1|2026-06-16|7|desktop',
  campaignId: 1,
  domain: 'example.com',
  day: '2026-06-16',
  keywordId: 7,
  keyword: 'shoes <b>&</b> "socks"',
  groupId: 1,
  device: 'desktop',
  before: 9,
  after: 14,
  urlBefore: null,
  urlAfter: 'https://example.com/a?x=<script>',
  reasons: [{ kind: 'leaveTop', top: 10 }],
  watchIds: ['w'],
};

const words: ReportWords = {
  lang: 'en',
  title: 'Changes',
  generated: 'Generated today',
  summary: 'Summary',
  keyword: 'Keyword',
  change: 'Change',
  why: 'Why',
  url: 'URL',
  meta: (c) => `${c.domain} · ${c.device}`,
  position: (c, which) => String(c[which]),
  reasons: () => ['left the top 10'],
  part: (p) => `${p.count} ${p.kind} ${p.top ?? ''}`,
};

describe('changesReportHtml', () => {
  const html = changesReportHtml([change], summaryParts([change]), words);

  it('is self-contained: no script, no link, no resource, and a CSP that forbids requests', () => {
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|\shref=|url\(|@import/i);
    expect(html).toContain(
      `content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`,
    );
  });

  it('escapes what came from the service', () => {
    expect(html).toContain('shoes &lt;b&gt;&amp;&lt;/b&gt; &quot;socks&quot;');
    expect(html).toContain('https://example.com/a?x=&lt;script&gt;');
  });

  it('has the change, its reason and a chart of the summary', () => {
    expect(html).toContain('9 → 14');
    expect(html).toContain('<li>left the top 10</li>');
    expect(html).toMatch(/<svg role="img" aria-label="Summary"[^>]*>.*1 leftTop 10.*<\/svg>/s);
  });
});
