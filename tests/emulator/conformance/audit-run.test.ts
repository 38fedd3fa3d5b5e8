import { describe, expect, it } from 'vitest';
import { useEmulator } from './harness.ts';

const h = useEmulator();

describe('control: audit-run (a run made outside Stormlens)', () => {
  it('stores a finished run under its own title, one child per url × device × type', async () => {
    const run = await h.control('audit-run', {
      title: 'Weekly check (Anna)',
      urls: ['http://example.com/pricing/', 'https://www.example.com/contact'],
      devices: ['mobile'],
      types: ['lighthouse', 'content'],
      daysAgo: 2,
    });
    expect(run).toMatchObject({ ok: true, childIds: expect.any(Array) });
    expect(run.childIds).toHaveLength(4);
    const children = await h.call('POST', 'audits/audit/list.json', { parent_id: run.parentId });
    expect(children.body.results.map((c: { url: string }) => c.url).sort()).toEqual([
      'http://example.com/pricing/',
      'http://example.com/pricing/',
      'https://www.example.com/contact',
      'https://www.example.com/contact',
    ]);
    expect(children.body.results.every((c: { status: string }) => c.status === 'ready')).toBe(true);
    const parent = await h.call('GET', `audits/audit/${run.parentId}.json`);
    expect(parent.body.results.audit_info.title).toBe('Weekly check (Anna)');
  });

  it('refuses an unknown token (404) and a body without urls (400)', async () => {
    expect(
      await h.control('audit-run', { token: 'x', title: 'T', urls: ['https://a.example/'] }),
    ).toMatchObject({ status: 404 });
    expect(await h.control('audit-run', { title: 'T' })).toMatchObject({ status: 400 });
  });
});

describe('control: extraResultName (a result name of any length from the service)', () => {
  it('is a category of lighthouse results and a check of the others, until the next reset', async () => {
    const long = `n${'x'.repeat(1999)}`;
    await h.control('settings', { extraResultName: long });
    const run = await h.control('audit-run', {
      title: 'Long names',
      urls: ['https://www.example.com/'],
      devices: ['desktop'],
      types: ['lighthouse', 'content'],
    });
    const data = async (id: number) =>
      (await h.call('GET', `audits/audit/${id}.json`)).body.results.audit_data[0];
    const sets = await Promise.all(run.childIds.map(data));
    const lighthouse = sets.find((s: { categories?: unknown }) => s.categories);
    const content = sets.find((s: { checks?: unknown }) => s.checks);
    expect(lighthouse.categories.extra).toMatchObject({ title: long });
    expect(content.checks.at(-1)).toMatchObject({ title: long, passed: false });
    await h.control('reset');
    const again = await h.control('audit-run', {
      title: 'Short names',
      urls: ['https://www.example.com/'],
      devices: ['desktop'],
    });
    expect((await data(again.childIds[0])).categories.extra).toBeUndefined();
  });
});
