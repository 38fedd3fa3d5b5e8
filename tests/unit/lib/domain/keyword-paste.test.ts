import { describe, expect, it } from 'vitest';
import {
  checkPastedKeywords,
  MAX_PASTED_KEYWORDS,
  pastedPhrases,
} from '@/lib/domain/keyword-paste';
import { monitoringProtocol } from '@/lib/messaging/protocol/monitoring';

describe('pastedPhrases', () => {
  it('splits lines and semicolons, tidies spaces, keeps each once', () => {
    expect(pastedPhrases(' trail  shoes \r\n\nrunning;trail shoes ; ')).toEqual([
      'trail shoes',
      'running',
    ]);
  });
});

describe('checkPastedKeywords: the rule the box, the protocol and the client share', () => {
  const send = (keywords: string[]) =>
    monitoringProtocol['monitoring.keywords.create'].input.safeParse({
      groupId: 1,
      campaignId: 1,
      keywords,
    }).success;

  it('refuses an empty paste', () => {
    expect(checkPastedKeywords(pastedPhrases(' \n ; '))).toEqual({
      field: 'keywords',
      code: 'keywords-empty',
    });
  });

  it('names the first phrase over 255 characters, shortened', () => {
    const long = 'a'.repeat(300);
    expect(checkPastedKeywords(['ok', long])).toEqual({
      field: 'keywords',
      code: 'keyword-too-long',
      values: { value: `${'a'.repeat(40)}…`, max: 255 },
    });
    expect(send(['ok', long])).toBe(false);
    expect(send(['ok', 'a'.repeat(255)])).toBe(true);
  });

  it('refuses more than 1,000 phrases at once', () => {
    const many = Array.from({ length: MAX_PASTED_KEYWORDS + 1 }, (_, i) => `kw ${i}`);
    expect(checkPastedKeywords(many)).toEqual({
      field: 'keywords',
      code: 'list-too-long',
      values: { max: 1000 },
    });
    expect(send(many)).toBe(false);
    expect(checkPastedKeywords(many.slice(1))).toBeNull();
  });
});
