import { parseHTML } from 'linkedom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { TextField } from '@/components/field/TextField';
import { SubmitButton } from '@/components/field/SubmitButton';
import { issue } from '@/lib/domain/input-issue';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['options'])),
  pl: createTranslator('pl', await loadMessages('pl', ['options'])),
};
const html = (node: ReactNode, lang: Language = 'en') =>
  renderToStaticMarkup(
    <I18nProvider initial={translators[lang]} namespaces={['options']}>
      {node}
    </I18nProvider>,
  );

/** The text of every element the field names with aria-describedby, in order. */
function describedBy(markup: string, tag = 'input'): string[] {
  const { document: doc } = parseHTML(`<!doctype html><html><body>${markup}</body></html>`);
  const field = doc.querySelector(tag);
  return (field?.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => doc.getElementById(id)?.textContent ?? `(no #${id})`);
}

const field = (value: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
  <TextField id="f" label="Title" value={value} onChange={() => undefined} max={200} {...props} />
);

describe('TextField', () => {
  it('keeps everything typed: no maxlength, the whole value in the field', () => {
    const out = html(field('x'.repeat(1000)));
    expect(out).not.toContain('maxlength');
    expect(out).toContain(`value="${'x'.repeat(1000)}"`);
  });

  it('counts only as the maximum nears, and says it at the maximum', () => {
    expect(html(field('x'.repeat(100)))).not.toContain('characters');
    expect(describedBy(html(field('x'.repeat(200))))).toEqual(['200 of 200 characters']);
    expect(html(field('x'.repeat(200)))).not.toContain('aria-invalid');
  });

  it('over the maximum: flagged, counted, and the field says how much to remove', () => {
    const out = html(field('x'.repeat(1000)));
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('class="counter field-help over"');
    expect(describedBy(out)).toEqual(['1,000 of 200 characters']);
    const withRule = html(
      field('x'.repeat(1000), { problem: issue('title', 'text-too-long', { max: 200 }) }),
    );
    expect(describedBy(withRule)).toEqual([
      'At most 200 characters — remove 800.',
      '1,000 of 200 characters',
    ]);
  });

  it('translates a rule it is given, with the field named, in the page language', () => {
    const bad = issue('domain', 'domain', { value: 'exa mple.com' });
    expect(
      describedBy(html(field('exa mple.com', { problem: bad, help: 'Like example.com' }))),
    ).toEqual([
      '“exa mple.com” is not a domain — write it like example.com, without http:// or a path.',
      'Like example.com',
    ]);
    expect(describedBy(html(field('x'.repeat(200), {}), 'pl'))).toEqual(['200 z 200 znaków']);
    expect(
      describedBy(
        html(field('x', { problem: issue('runs', 'setting-range', { min: 1, max: 9 }) }), 'pl'),
      ),
    ).toEqual(['Wpisz liczbę od 1 do 9.']);
  });

  it('shows a sentence it is given as is, and a textarea when given rows', () => {
    const out = html(field('a\nb', { rows: 4, problem: 'The service refused this title.' }));
    expect(describedBy(out, 'textarea')).toEqual(['The service refused this title.']);
    expect(out).toContain('role="alert"');
  });
  it('puts an action beside the label, outside it, so the label names only the field', () => {
    const out = html(field('buty', { aside: <button type="button">Use page title</button> }));
    const { document: doc } = parseHTML(`<!doctype html><html><body>${out}</body></html>`);
    expect(doc.querySelector('label')?.textContent).toBe('Title');
    expect(doc.querySelector('.field-label-row button')?.textContent).toBe('Use page title');
  });
});

describe('SubmitButton', () => {
  it('is disabled only with its reason beside it, named by aria-describedby', () => {
    const out = html(<SubmitButton reason="Fix the title first.">Create</SubmitButton>);
    expect(out).toContain('disabled=""');
    expect(describedBy(out, 'button')).toEqual(['Fix the title first.']);
  });

  it('is usable with no reason', () => {
    const out = html(<SubmitButton>Create</SubmitButton>);
    expect(out).not.toContain('disabled');
    expect(out).not.toContain('aria-describedby');
  });
});
