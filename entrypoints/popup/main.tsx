import { mountPage } from '@/components/mountPage';
import './popup.css';
import { App } from './App';
import { loadBoot } from './boot';

// Mount once the cached state is read (a few ms), so the first frame already shows the scores.
void loadBoot()
  .catch(() => undefined)
  .finally(() => mountPage(<App />, ['popup']));
