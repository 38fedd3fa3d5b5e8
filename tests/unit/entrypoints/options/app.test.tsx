import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { App } from '@/entrypoints/options/App';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { optionsSections } from '@/lib/stores/options';

const translator = createTranslator('en', await loadMessages('en', ['options']));
const render = () =>
  renderToStaticMarkup(
    <I18nProvider initial={translator} namespaces={['options']}>
      <App />
    </I18nProvider>,
  );

/** The markup inside one section's element. */
function sectionBody(html: string, name: string): string {
  const match = new RegExp(`<section[^>]*id="section-${name}"[^>]*>(.*?)</section>`, 's').exec(
    html,
  );
  if (!match) throw new Error(`no section ${name}`);
  return match[1];
}

describe('the options page', () => {
  it('mounts only the section shown: a hidden one renders nothing, so it reads nothing', () => {
    const html = render();
    expect(sectionBody(html, 'connection')).toContain('id="heading-connection"');
    for (const name of optionsSections.filter((n) => n !== 'connection')) {
      expect(sectionBody(html, name), name).toBe('');
    }
  });
});
