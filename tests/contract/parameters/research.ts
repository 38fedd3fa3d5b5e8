import { auto, control, journey, none, rows, type ParamRow } from './row';

// Keyword research (../shared/spec/keyword-research.md §4), operations 13–19 of ../shared/spec/endpoints.md.
const dir = 'entrypoints/sidepanel/research/';
const custom = journey(
  'research.spec.ts',
  'a custom report with modifiers, engine-limited markets',
);
const tables = auto('read when the Research tab opens: the form offers their values');

export const researchRows: ParamRow[] = [
  ...rows(13, ['keywords'], control(`${dir}ResearchForm.tsx`, 'research.form.keywords'), custom),
  ...rows(13, ['engines'], control(`${dir}EnginePicker.tsx`, 'research.form.engines'), custom),
  ...rows(13, ['type'], control(`${dir}ResearchForm.tsx`, 'research.form.type'), custom),
  ...rows(13, ['modifiers'], control(`${dir}ResearchForm.tsx`, 'research.form.modifiers'), custom),
  ...rows(13, ['country'], control(`${dir}MarketFields.tsx`, 'research.form.country'), custom),
  ...rows(13, ['language'], control(`${dir}MarketFields.tsx`, 'research.form.language'), custom),
  ...rows(13, ['location'], control(`${dir}MarketFields.tsx`, 'research.form.location'), custom),
  {
    op: 14,
    param: '{table_name}',
    how: none('the five named tables have their own paths (rows 15–19) with the same content'),
    e2e: { why: 'every table it can name is read through rows 15–19, which are tested' },
  },
  { op: 15, param: '', how: tables, e2e: custom },
  { op: 16, param: '', how: tables, e2e: custom },
  { op: 17, param: '', how: tables, e2e: custom },
  {
    op: 18,
    param: '',
    how: control(`${dir}CurrencyPicker.tsx`, 'research.currency.label'),
    e2e: journey('research-currency.spec.ts', 'CPC in the chosen currency'),
  },
  { op: 19, param: '', how: tables, e2e: custom },
];
