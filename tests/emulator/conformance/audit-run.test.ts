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
