import { auto, control, rows, untouched, type ParamRow } from './row';

// Keyword research (../shared/spec/keyword-research.md §4), operations 13–19 of ../shared/spec/endpoints.md.
const dir = 'entrypoints/sidepanel/views/research/';
const tables = auto('read when the Research tab opens: the form offers their values');

export const researchRows: ParamRow[] = [
  ...rows(13, ['keywords'], control(`${dir}ResearchForm.tsx`, 'research.form.keywords')),
  {
    op: 13,
    param: 'engines',
    how: control(`${dir}EnginePicker.tsx`, 'research.form.engines'),
    untouched: untouched(
      'the form starts with the engine that fits its Polish market best, google.pl ' +
        '(lib/domain/research-draft.ts)',
      'google.pl',
    ),
  },
  {
    op: 13,
    param: 'type',
    how: control(`${dir}ResearchForm.tsx`, 'research.form.type'),
    untouched: untouched(
      'the form starts on the simple report (lib/domain/research-draft.ts)',
      'simple',
    ),
  },
  ...rows(13, ['modifiers'], control(`${dir}ResearchForm.tsx`, 'research.form.modifiers')),
  ...rows(13, ['country'], control(`${dir}MarketFields.tsx`, 'research.form.country')),
  ...rows(13, ['language'], control(`${dir}MarketFields.tsx`, 'research.form.language')),
  ...rows(13, ['location'], control(`${dir}MarketFields.tsx`, 'research.form.location')),
  {
    op: 14,
    param: '{table_name}',
    // The same URL as rows 15–19: each of those calls names its table here.
    how: auto('the name of each table rows 15–19 read (types, countries, languages, …)'),
  },
  { op: 15, param: '', how: tables },
  { op: 16, param: '', how: tables },
  { op: 17, param: '', how: tables },
  {
    op: 18,
    param: '',
    how: control(`${dir}CurrencyPicker.tsx`, 'research.currency.label'),
  },
  { op: 19, param: '', how: tables },
];
