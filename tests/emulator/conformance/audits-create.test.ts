import { describe, expect, it } from 'vitest';
import { errorText, useEmulator } from './harness.ts';
import { auditCalls } from './audit-calls.ts';

const h = useEmulator({ auditDurationMs: 1000 });
const { create, newAudit } = auditCalls(h);

describe('create audit (row 2)', () => {
  it('makes one parent and a child per (url, device, type), spending one token per child', async () => {
    const answer = await create({
      title: 'Stormlens — https://www.example.com/a',
      urls: ['https://www.example.com/a', 'https://www.example.com/b'],
      device: ['desktop', 'mobile'],
      audits_settings: { lighthouse: { throttling: 'none' }, content: {} },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['params', 'results', '_credits', '_credits_left']);
    expect(answer.body.params.title).toBe('Stormlens — https://www.example.com/a');
    const { cost, left, urls, keywords } = answer.body.results;
    expect([cost, left]).toEqual([8, 92]);
    expect(keywords).toEqual([]);
    const [parentId] = Object.keys(urls);
    expect(Object.keys(urls[parentId])).toHaveLength(8);
    const children = await h.call('POST', 'audits/audit/list', {
      parent_id: Number(parentId),
      pager: { items_per_page: 10 },
    });
    expect(children.body.results).toHaveLength(8);
    expect(new Set(children.body.results.map((a: { device: string }) => a.device))).toEqual(
      new Set(['desktop', 'mobile']),
    );
  });

  it('makes one parent per keyword with keyword options paired by position (one element for all)', async () => {
    const answer = await create({
      keywords: ['running shoes', 'trail shoes'],
      keywords_options: [{ engine: 1, country: 1, location: 'Warszawa' }],
      device: ['mobile'],
      profile_id: 5101, // demo "Quick mobile check": lighthouse + content
    });
    expect(answer.status).toBe(200);
    const { keywords, cost, urls } = answer.body.results;
    expect(Object.keys(keywords)).toEqual(['running shoes', 'trail shoes']);
    expect(cost).toBe(2 * 3 * 2); // 2 keywords × 3 result pages × 1 device × 2 types
    expect(urls).toEqual([]);
    const parent = await h.call('GET', `audits/audit/${keywords['running shoes']}.json`);
    expect(parent.body.results.audit_info).toMatchObject({
      type: 'keyword',
      parent_id: '0',
      url: null,
    });
    expect(parent.body.results.audit_info.audit_settings).toMatchObject({
      keyword: 'running shoes',
      engine: 1,
      country: 1,
      location: 'Warszawa',
    });
  });

  it.each([
    ['device missing', { device: undefined }, 400, 'device is required'],
    ['device empty', { device: [] }, 400, 'device is required'],
    ['device invalid', { device: ['tablet'] }, 400, 'Invalid device "tablet"'],
    [
      'neither settings nor profile',
      { audits_settings: undefined },
      400,
      'Either audits_settings or profile_id is required',
    ],
    ['both settings and profile', { profile_id: 5101 }, 400, 'not both'],
    [
      'invalid audit name',
      { audits_settings: { lightspeed: {} } },
      400,
      'Invalid audit name "lightspeed"',
    ],
    [
      'invalid setting key',
      { audits_settings: { lighthouse: { speed: 1 } } },
      400,
      'Invalid setting key "speed"',
    ],
    [
      'invalid setting value (option)',
      { audits_settings: { lighthouse: { throttling: 'warp' } } },
      400,
      'Invalid value for setting "throttling"',
    ],
    [
      'invalid setting value (maxlength)',
      { audits_settings: { lighthouse: { locale: 'en-US-x' } } },
      400,
      'at most 5 characters',
    ],
    [
      'invalid setting value (number range)',
      { audits_settings: { webpagetest: { runs: 12 } } },
      400,
      'whole number from 1 to 9',
    ],
    [
      'profile_id invalid',
      { audits_settings: undefined, profile_id: 999 },
      404,
      'No entry for given profile_id',
    ],
    ['neither urls nor keywords', { urls: undefined }, 400, 'Either urls or keywords is required'],
    ['urls value invalid', { urls: ['not a url'] }, 400, 'Invalid urls value'],
    [
      'keywords value invalid',
      { urls: undefined, keywords: [''], keywords_options: [{ engine: 1, country: 1 }] },
      400,
      'Invalid keywords value',
    ],
    [
      'keywords_options empty',
      { urls: undefined, keywords: ['shoes'], keywords_options: [] },
      400,
      'keywords_options is required',
    ],
    [
      'keywords_options missing',
      { urls: undefined, keywords: ['shoes'] },
      400,
      'keywords_options is required',
    ],
    [
      'engine empty',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ country: 1 }] },
      400,
      'Invalid engine in keywords_options[0]',
    ],
    [
      'engine invalid',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ engine: 99, country: 1 }] },
      400,
      'Invalid engine',
    ],
    [
      'country empty',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ engine: 1 }] },
      400,
      'Invalid country',
    ],
    [
      'country invalid for engine',
      { urls: undefined, keywords: ['shoes'], keywords_options: [{ engine: 2, country: 1 }] },
      400,
      'Poland is not available for Bing',
    ],
    [
      'location cannot be decoded',
      {
        urls: undefined,
        keywords: ['shoes'],
        keywords_options: [{ engine: 1, country: 1, location: 'War%zz' }],
      },
      400,
      'cannot be decoded',
    ],
    [
      'location not found',
      {
        urls: undefined,
        keywords: ['shoes'],
        keywords_options: [{ engine: 1, country: 1, location: 'Atlantis' }],
      },
      400,
      'was not found in Poland',
    ],
  ])('refuses %s', async (_name, change, status, text) => {
    const answer = await newAudit(change);
    expect(answer.status).toBe(status);
    expect(errorText(answer)).toMatch(new RegExp(`^\\(${status}\\) `));
    expect(errorText(answer)).toContain(text);
  });

  it('refuses an account that may not create audits with an Access error (403)', async () => {
    const answer = await newAudit({}, 'noaudit-token');
    expect(answer.status).toBe(403);
    expect(errorText(answer)).toContain('may not create audits');
  });

  it('refuses when tokens would go below 0, naming needed and left (Limit, 400)', async () => {
    await h.control('account', { token: 'demo-token', auditTokensLeft: 1 });
    const answer = await newAudit();
    expect(answer.status).toBe(400);
    expect(errorText(answer)).toContain('needs 2 and 1 are left');
  });
});
