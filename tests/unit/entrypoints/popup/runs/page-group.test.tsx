import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { PageGroup, type PageAudit } from '@/entrypoints/popup/runs/PageGroup';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

/* One page of a run of several, on the server renderer (structure and accessible text). */
const render = async (lang: 'en' | 'pl', audits: PageAudit[]) =>
  renderToStaticMarkup(
    <I18nProvider
      initial={createTranslator(lang, await loadMessages(lang, ['popup']))}
      namespaces={['popup']}
    >
      <PageGroup page="https://www.example.com/shop/" audits={audits} descriptor={null}>
        <p className="grid">the page’s results</p>
      </PageGroup>
    </I18nProvider>,
  );

const audits: PageAudit[] = [
  { id: 4, auditType: 'lighthouse', device: 'mobile', status: 'ready', score: 64 },
  { id: 3, auditType: 'content', device: 'desktop', status: 'error', score: null },
  { id: 2, auditType: 'lighthouse', device: 'desktop', status: 'ready', score: 91 },
  { id: 1, auditType: 'content', device: 'mobile', status: 'inprogress', score: null },
];

describe('PageGroup: one summary row per page', () => {
  it('is closed at first: the address as a button, every audit’s score or status, no results', async () => {
    const out = await render('en', audits);
    expect(out).toContain('aria-expanded="false"');
    expect(out).toContain('https://www.example.com/shop/');
    expect(out).not.toContain('the page’s results');
    // By type, then device: content before lighthouse, desktop before mobile.
    const ids = [...out.matchAll(/data-audit-id="(\d+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['3', '1', '2', '4']);
    expect(out).toMatch(/Lighthouse · Desktop: <\/span><span[^>]*>.*91/);
    expect(out).toContain('aria-label="Audits of https://www.example.com/shop/"');
  });

  it('speaks Polish too', async () => {
    const out = await render('pl', audits);
    expect(out).toContain('aria-label="Audyty strony https://www.example.com/shop/"');
  });
});
