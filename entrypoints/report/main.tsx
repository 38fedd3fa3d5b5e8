import { mountPage } from '@/components/mountPage';
import { App } from './App';
import './report.css';

mountPage(<App />, ['popup']);
