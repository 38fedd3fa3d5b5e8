import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from '@/components/ExternalLink';

describe('ExternalLink', () => {
  it('links an http(s) URL in a new tab, without opener or referrer, the full URL on hover', () => {
    const html = renderToStaticMarkup(
      <ExternalLink url="https://example.com/a">short</ExternalLink>,
    );
    expect(html).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noreferrer noopener" class="long-text" title="https://example.com/a">short</a>',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://example.com/'])(
    'shows %s as text, with no href anywhere',
    (url) => {
      const html = renderToStaticMarkup(<ExternalLink url={url} className="report-url" />);
      expect(html).not.toContain('<a');
      expect(html).not.toContain('href');
      expect(html).toContain('class="long-text report-url"');
      expect(html).toContain(`>${url.replace('<', '&lt;')}</span>`);
    },
  );
});
