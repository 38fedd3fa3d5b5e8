import { mountPage } from '@/components/mountPage';
import './popup.css';
import { App } from './App';

mountPage(<App />);
