import { describe, expect, it } from 'vitest';
import { checkToken, hasBreakInside } from '@/lib/domain/api-token';
import { connectionProtocol } from '@/lib/messaging/protocol/connection';

const setToken = connectionProtocol['connection.setToken'].input;
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

// What people paste: the page's check and the message protocol give the same answer.
const cases: [string, string, string | null][] = [
  ['a whole token', 'abcd1234efgh', null],
  ['ends trimmed (a copied line break)', '  abcd1234efgh\n', null],
  ['emoji (the service judges them)', 'abcd1234🙂efgh', null],
  ['too short', 'abc', 'token-short'],
  ['only spaces', '          ', 'token-short'],
  ['a space inside', 'abcd1234 efgh', 'token-whitespace'],
  ['pasted as two lines', 'abcd1234\nefgh5678', 'token-whitespace'],
  ['a Windows line break inside', 'abcd1234\r\nefgh5678', 'token-whitespace'],
  ['a tab inside', 'abcd1234\tefgh', 'token-whitespace'],
  ['far too long', 'a'.repeat(257), 'text-too-long'],
];

describe('checkToken', () => {
  it.each(cases)('%s → %s', (_name, token, code) => {
    expect(checkToken(token)?.code ?? null).toBe(code);
  });

  it('names the field it checked', () => {
    expect(checkToken('ab cdefghij', 'apiToken')).toEqual({
      field: 'apiToken',
      code: 'token-whitespace',
    });
  });

  it('looks inside the token only, never at its trimmed ends', () => {
    expect(hasBreakInside('\n abc \n')).toBe(false);
    expect(hasBreakInside('a\nbc')).toBe(true);
  });
});

describe('connection.setToken input (the client runs the same rule)', () => {
  it.each(cases)('%s → %s', (_name, token, code) => {
    const found = messages(setToken.safeParse({ token }));
    if (code === null) expect(found).toEqual([]);
    else expect(found).toContain(code);
  });
});
