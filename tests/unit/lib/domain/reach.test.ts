import { describe, expect, it } from 'vitest';
import { REAL_SERVICE_URL } from '@/lib/domain/base-url';
import { unreachablePage } from '@/lib/domain/reach';

const EMULATOR = 'http://127.0.0.1:8787/api-v3/';

describe('unreachablePage', () => {
  it.each([
    ['http://localhost:3000/shop', { host: 'localhost', scope: 'loopback' }],
    ['http://192.168.1.10/', { host: '192.168.1.10', scope: 'private' }],
    ['https://[fd00::5]/a', { host: '[fd00::5]', scope: 'private' }],
    ['http://[::ffff:10.0.0.1]/', { host: '[::ffff:a00:1]', scope: 'private' }],
    ['http://nas.local/', { host: 'nas.local', scope: 'local-name' }],
    ['https://www.example.com/', null],
    ['http://172.32.0.1/', null],
    // Not web pages: isAuditableUrl says why, not this rule.
    ['chrome://extensions/', null],
    ['file:///home/me/page.html', null],
    ['not a url', null],
    [null, null],
  ])('%s, real service → %j', (url, expected) => {
    expect(unreachablePage(url, REAL_SERVICE_URL)).toEqual(expected);
  });

  it.each([
    [EMULATOR, null],
    ['http://localhost:8787/api-v3/', null],
    ['http://[::1]:8787/api-v3/', null],
    ['https://semstorm.example.com/api-v3/', { host: '192.168.1.10', scope: 'private' }],
    // A service on a private network may still be a proxy of SEMSTORM: only loopback is exempt.
    ['https://10.0.0.2/api-v3/', { host: '192.168.1.10', scope: 'private' }],
    ['garbage', { host: '192.168.1.10', scope: 'private' }],
  ])('a private page with the service at %s → %j', (service, expected) => {
    expect(unreachablePage('http://192.168.1.10/', service)).toEqual(expected);
  });
});
