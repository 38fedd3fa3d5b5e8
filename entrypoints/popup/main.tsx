import { mountPage } from '@/components/mountPage';
import './popup.css';
// Each part's styles beside it, after the page's own: at equal specificity the later sheet wins, so
// a part's rules refine the page's and never the other way round.
import './runs/results.css';
import './history/history.css';
import './connect.css';
import './recent/recent.css';
import { App } from './App';
import { loadBoot } from './boot';
import { logCaught } from '@/lib/diagnostics/log';

// The cached state is read while mountPage loads the strings, and the first frame waits for it:
// it shows the scores at once and asks the service for nothing the cache already holds. Only the
// first frame's strings come before it (lib/i18n/locales/en/popup.json); the rest
// (lib/i18n/locales/en/popup.later.json) load right after, with those parts' code.
const boot = loadBoot().catch((error: unknown) =>
  logCaught('popup: reading the cached state', error),
);
void mountPage(<App />, ['popup'], boot, 'first');
