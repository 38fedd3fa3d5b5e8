import { mountPage } from '@/components/mountPage';
import { App } from './App';

mountPage(<App />, ['sidepanel', 'research', 'watch']);
