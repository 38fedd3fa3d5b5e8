import { describe, expect, it } from 'vitest';
import { doorTarget } from '@/entrypoints/background/e2e/door';

describe('doorTarget (Firefox e2e build only)', () => {
  it.each([
    ['http://127.0.0.1:8787/__stormlens-e2e/open#options.html', '/options.html', ''],
    [
      'http://localhost:1/__stormlens-e2e/open#options.html%23connection',
      '/options.html',
      '#connection',
    ],
    [
      'http://127.0.0.1:9/__stormlens-e2e/open#popup.html%3FtabUrl%3Dhttps%253A%252F%252Fa.pl%252F',
      '/popup.html',
      '?tabUrl=https%3A%2F%2Fa.pl%2F',
    ],
  ])('%s opens %s%s', (url, page, rest) => {
    expect(doorTarget(url)).toEqual({ page, rest });
  });

  it.each([
    undefined,
    'not a url',
    // Only loopback, only the door's path, only the add-on's own pages.
    'https://www.example.com/__stormlens-e2e/open#options.html',
    'http://127.0.0.1:8787/elsewhere#options.html',
    'http://127.0.0.1:8787/__stormlens-e2e/open#https://evil.example/',
    'http://127.0.0.1:8787/__stormlens-e2e/open#options.htmlx',
    'http://127.0.0.1:8787/__stormlens-e2e/open#background.js',
  ])('%s opens nothing', (url) => {
    expect(doorTarget(url)).toBeNull();
  });
});
