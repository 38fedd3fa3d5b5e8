import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import {
  SearchResultsView,
  type SearchResultsViewProps,
} from '@/entrypoints/options/search/SearchResultsSection';
import { IndexStatus } from '@/entrypoints/options/search/IndexStatus';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { indexState, type IndexState } from '@/lib/storage/serp-index';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['options'])),
  pl: createTranslator('pl', await loadMessages('pl', ['options'])),
};
const render = (node: React.ReactNode, lang: Language = 'en') =>
  renderToStaticMarkup(
    <I18nProvider initial={translators[lang]} namespaces={['options']}>
      {node}
    </I18nProvider>,
  );

const noop = () => undefined;
const view = (p: Partial<SearchResultsViewProps>): SearchResultsViewProps => ({
  settings: { enabled: false, hosts: [] },
  offered: ['www.google.com', 'www.google.pl', 'www.google.de'],
  picked: ['www.google.com', 'www.google.pl'],
  busy: false,
  denied: false,
  error: null,
  index: <p>index here</p>,
  onToggleHost: noop,
  onTurnOn: noop,
  onTurnOff: noop,
  ...p,
});

const state = (p: Partial<IndexState>): IndexState => ({ ...indexState.fallback, ...p });

describe('Options → Search results', () => {
  it('is off by default, with Google’s hosts picked and a button naming how many', () => {
    const out = render(<SearchResultsView {...view({})} />);
    expect(out).toContain('Off: Stormlens does not run on search pages.');
    expect(out).toMatch(/<input type="checkbox" checked=""\/>www.google.com/);
    expect(out).toMatch(/<input type="checkbox"\/>www.google.de/);
    expect(out).toContain('>Turn on for 2 domains</button>');
    expect(out).not.toContain('index here');
  });

  it('cannot be turned on with no host, and says why next to the button', () => {
    const out = render(<SearchResultsView {...view({ picked: [] })} />);
    expect(out).toMatch(/disabled="" aria-describedby="[^"]+-none">Turn on for 0 domains/);
    expect(out).toContain('Pick at least one search domain.');
  });

  it('when on, names its hosts, offers Turn off and shows the index', () => {
    const settings = { enabled: true, hosts: ['www.google.pl'] };
    const out = render(<SearchResultsView {...view({ settings, picked: settings.hosts })} />);
    expect(out).toContain('On for www.google.pl.');
    expect(out).toContain('>Turn off</button>');
    expect(out).toContain('index here');
  });

  it('says when the browser refused access', () => {
    expect(render(<SearchResultsView {...view({ denied: true })} />)).toContain(
      'role="alert">The browser did not grant access, so nothing changed.',
    );
  });

  it('speaks Polish, with Polish plurals', () => {
    const out = render(<SearchResultsView {...view({})} />, 'pl');
    expect(out).toContain('Wyniki wyszukiwania');
    expect(out).toContain('>Włącz dla 2 domen</button>');
  });
});

describe('the phrase index status', () => {
  it('tells listing, reading, complete and capped apart', () => {
    const pass = { startedAt: 0, listPage: 0, pending: [], seen: [], keywords: 0, capped: false };
    expect(render(<IndexStatus state={state({ pass })} />)).toContain('Listing your campaigns…');
    const reading = { ...pass, listPage: null, pending: [3, 4], seen: [1] };
    expect(render(<IndexStatus state={state({ pass: reading })} />)).toContain(
      'Reading your campaigns&#x27; keywords: 1 read, 2 to go.',
    );
    const done = render(
      <IndexStatus state={state({ builtAt: 1, keywords: 1200, complete: true })} />,
    );
    expect(done).toContain('Every tracked phrase is known (1,200 keywords) as of');
    const capped = render(<IndexStatus state={state({ builtAt: 1, capped: true, keywords: 5 })} />);
    expect(capped).toContain('5 keywords read as of');
    expect(capped).not.toContain('Every tracked phrase');
    expect(capped).toContain('more keywords than the index keeps (60,000)');
  });

  it('shows the last failure', () => {
    const error = new ServiceError('throttling').toJSON();
    expect(render(<IndexStatus state={state({ error })} />)).toContain('data-kind="throttling"');
  });
});
