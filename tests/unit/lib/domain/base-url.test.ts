import { describe, expect, it } from 'vitest';
import { baseUrlIssue, checkBaseUrl, REAL_SERVICE_URL } from '@/lib/domain/base-url';

describe('baseUrlIssue: what people type as the service address', () => {
  it.each([
    ['the real service', REAL_SERVICE_URL, null],
    ['a host only (api-v3/ is added)', 'https://example.com', null],
    ['the emulator on loopback', 'http://127.0.0.1:8787/api-v3/', null],
    ['padded ends', '  https://example.com/api-v3/  ', null],
    ['nothing', '', 'base-url-empty'],
    ['only spaces', '   ', 'base-url-empty'],
    ['a space in the host', 'https://exa mple.com/api-v3/', 'base-url-space'],
    [
      'a space in the path (a parser would encode it)',
      'https://example.com/api v3/',
      'base-url-space',
    ],
    ['two pasted lines', 'https://example.com/\napi-v3/', 'base-url-space'],
    ['plain http off loopback', 'http://evil.example/api-v3/', 'base-url-insecure'],
    ['not a URL', 'example', 'base-url'],
    ['another scheme', 'ftp://example.com/api-v3/', 'base-url'],
  ])('%s → %s', (_name, text, code) => {
    expect(baseUrlIssue(text)?.code ?? null).toBe(code);
  });

  it('stores what it accepts with api-v3/ appended and no query', () => {
    expect(checkBaseUrl('https://example.com/x?y=1#z')).toEqual({
      ok: true,
      url: 'https://example.com/x/api-v3/',
      origin: 'https://example.com/*',
    });
  });
});
