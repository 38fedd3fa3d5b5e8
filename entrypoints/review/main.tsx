import { mountPage } from '@/components/mountPage';
import { App } from './App';
import './review.css';

mountPage(<App />, ['review']);
