import { describe, expect, it } from 'vitest';
import { monitoringProtocol } from '@/lib/messaging/protocol/monitoring';

const create = monitoringProtocol['monitoring.campaigns.create'].input;
const update = monitoringProtocol['monitoring.campaigns.update'].input;
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('monitoring.campaigns.create / update input', () => {
  it('takes an ads campaign with its data, normalised', () => {
    const parsed = create.parse({
      domain: ' Example.com ',
      type: 'ads',
      companyMapTitle: ' Example Store ',
      domains: ['Shop.Example.com'],
      trademarks: [' Example '],
    });
    expect(parsed).toEqual({
      domain: 'example.com',
      type: 'ads',
      includeSubdomains: false,
      companyMapTitle: 'Example Store',
      domains: ['shop.example.com'],
      trademarks: ['Example'],
    });
  });

  it.each([
    ['domains on a seo campaign', { domain: 'example.com', domains: ['a.com'] }, 'ads-only'],
    ['trademarks on a seo campaign', { domain: 'example.com', trademarks: ['A'] }, 'ads-only'],
    ['a domain that is none', { domain: 'example.com', type: 'ads', domains: ['a b'] }, 'domain'],
    ['an empty trademark', { domain: 'example.com', type: 'ads', trademarks: [' '] }, 'text-empty'],
  ])('refuses %s', (_name, input, code) => {
    expect(messages(create.safeParse(input))).toContain(code);
  });

  it('updates the map title only as the service allows (no ads lists, no type)', () => {
    expect(update.parse({ id: 3, companyMapTitle: '' })).toEqual({ id: 3, companyMapTitle: '' });
    const parsed = update.parse({ id: 3, type: 'ads', domains: ['a.com'] }) as Record<
      string,
      unknown
    >;
    expect(parsed).toEqual({ id: 3 });
  });
});
