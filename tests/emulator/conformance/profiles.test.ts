import { describe, expect, it } from 'vitest';
import { errorText, useEmulator } from './harness.ts';

const h = useEmulator();

describe('audit profiles (rows 8–12)', () => {
  it('creates, retrieves, updates (replacing settings completely) and deletes a profile', async () => {
    const created = await h.call('POST', 'audits/profile.json', { title: 'Blog posts' });
    expect(created.status).toBe(200);
    const id = created.body.results.id;
    expect(typeof id).toBe('number');

    const fresh = await h.call('GET', `audits/profile/${id}.json`);
    expect(fresh.body.results).toMatchObject({
      id: String(id),
      title: 'Blog posts',
      types: [],
      settings: [],
    });

    const first = await h.call('PUT', `audits/profile/${id}`, {
      settings: {
        lighthouse: { throttling: 'none' },
        content: { min_words: '500', keyword: 'trail' },
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.results.types).toEqual(['lighthouse', 'content']);
    expect(first.body.results.settings.content).toEqual({ min_words: 500, keyword: 'trail' });

    const second = await h.call('PUT', `audits/profile/${id}.json`, {
      title: 'Posts',
      settings: { pagespeed: {} },
    });
    expect(second.body.results).toMatchObject({ title: 'Posts', types: ['pagespeed'] });

    const titleOnly = await h.call('PUT', `audits/profile/${id}`, { title: 'Blog' });
    expect(titleOnly.body.results.types).toEqual(['pagespeed']);

    expect((await h.call('DELETE', `audits/profile/${id}.json`)).body.results).toBe(true);
    expect((await h.call('GET', `audits/profile/${id}`)).status).toBe(404);
  });

  it('lists by title (desc by default), filters on title part and contained types, pages', async () => {
    await h.call('POST', 'audits/profile', { title: 'Alpha' });
    const all = (await h.call('POST', 'audits/profile/list.json', {})).body.results;
    expect(all.map((p: { title: string }) => p.title)).toEqual([
      'Quick mobile check',
      'Full desktop suite',
      'Alpha',
    ]);
    const asc = (
      await h.call('POST', 'audits/profile/list', { sorting: { field: 'title', sort: 'asc' } })
    ).body.results;
    expect(asc[0].title).toBe('Alpha');
    const withWpt = (
      await h.call('POST', 'audits/profile/list', { filters: { audit_type: ['webpagetest'] } })
    ).body.results;
    expect(withWpt.map((p: { title: string }) => p.title)).toEqual(['Full desktop suite']);
    const byTitle = (await h.call('POST', 'audits/profile/list', { filters: { title: 'QUICK' } }))
      .body.results;
    expect(byTitle).toHaveLength(1);
    const page = (
      await h.call('POST', 'audits/profile/list', { pager: { items_per_page: 10, page: 1 } })
    ).body.results;
    expect(page).toEqual([]);
  });

  it.each([
    ['retrieve an unknown id', 'GET', 'audits/profile/77', undefined, 404, 'No entry for given id'],
    [
      'delete an unknown id',
      'DELETE',
      'audits/profile/77',
      undefined,
      404,
      'No entry for given id',
    ],
    [
      'update an unknown id',
      'PUT',
      'audits/profile/77',
      { title: 'x' },
      404,
      'No entry for given id',
    ],
    ['create without a title', 'POST', 'audits/profile', {}, 400, 'title is required'],
    [
      'update with settings that are not an array',
      'PUT',
      'audits/profile/5101',
      { settings: 'fast' },
      400,
      'settings is not an array',
    ],
    [
      'update with an invalid audit name',
      'PUT',
      'audits/profile/5101',
      { settings: { turbo: {} } },
      400,
      'Invalid audit name "turbo"',
    ],
    [
      'update with an invalid setting key',
      'PUT',
      'audits/profile/5101',
      { settings: { content: { words: 3 } } },
      400,
      'Invalid setting key "words"',
    ],
    [
      'update with an invalid setting value',
      'PUT',
      'audits/profile/5101',
      { settings: { content: { check_images: 'yes' } } },
      400,
      'expected true or false',
    ],
    [
      'list with a page size not allowed',
      'POST',
      'audits/profile/list',
      { pager: { items_per_page: 100 } },
      400,
      'allowed values are 10, 25, 50',
    ],
    [
      'list sorted by another field',
      'POST',
      'audits/profile/list',
      { sorting: { field: 'id' } },
      400,
      'sort by title only',
    ],
  ])('refuses to %s', async (_name, method, path, body, status, text) => {
    const answer = await h.call(method, path, body);
    expect(answer.status).toBe(status);
    expect(errorText(answer)).toMatch(
      new RegExp(`^\\(${status}\\) .*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('keeps profiles per account, and an invalid update changes nothing', async () => {
    expect((await h.call('GET', 'audits/profile/5101', undefined, 'teammate-token')).status).toBe(
      404,
    );
    await h.call('PUT', 'audits/profile/5101', { title: 'Changed', settings: { turbo: {} } });
    expect((await h.call('GET', 'audits/profile/5101')).body.results.title).toBe(
      'Quick mobile check',
    );
  });

  it('refuses settings of a type the account may not use', async () => {
    const id = (await h.call('POST', 'audits/profile', { title: 'x' }, 'noaudit-token')).body
      .results.id;
    const answer = await h.call(
      'PUT',
      `audits/profile/${id}`,
      { settings: { webpagetest: {} } },
      'noaudit-token',
    );
    expect(answer.status).toBe(400);
    expect(errorText(answer)).toContain('Available audits: lighthouse, pagespeed, content');
  });
});

describe('a descriptor that states no ranges (descriptorRanges: false)', () => {
  it('leaves a number’s range out of its description; the service still refuses the value', async () => {
    const stated = await h.call('POST', 'audits/audit/settings');
    expect(stated.body.results.webpagetest.settings.runs.description).toMatch(/\(1–9\)$/);
    await h.control('settings', { descriptorRanges: false });
    const plain = await h.call('POST', 'audits/audit/settings');
    const runs = plain.body.results.webpagetest.settings.runs;
    expect(runs.description).not.toMatch(/\d–\d/);
    expect(runs).not.toHaveProperty('max');
    const created = await h.call('POST', 'audits/profile', {
      title: 'Checks',
      settings: { webpagetest: { runs: 3 } },
    });
    const refused = await h.call('PUT', `audits/profile/${created.body.results.id}`, {
      settings: { webpagetest: { runs: 50 } },
    });
    expect(refused.status).toBe(400);
    expect(errorText(refused)).toContain('Invalid value for setting "runs" of audit "webpagetest"');
  });
});
