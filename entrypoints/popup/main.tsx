import { mountPage } from '@/components/mountPage';
import './popup.css';
// Each part's styles beside it, in the cascade order of the old single sheet.
import './page/results.css';
import './page/history.css';
import './connect.css';
import './recent/recent.css';
import { App } from './App';
import { loadBoot } from './boot';
import { logCaught } from '@/lib/diagnostics/log';

// The cached state is read while mountPage loads the strings, so the first frame usually already
// shows the scores; if the read is slower, the components' own live reads fill in a frame later.
void loadBoot().catch((error: unknown) => logCaught('popup: reading the cached state', error));
void mountPage(<App />, ['popup']);
