import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  SERP_SCRIPT_FILE,
  SERP_SCRIPT_ID,
  syncRegistration,
} from '@/entrypoints/background/serp/registration';
import { serpSettings } from '@/lib/storage/serp-settings';

type Script = { id: string; js?: string[]; matches?: string[] };

/** The browser's registered scripts and granted origins, kept by the fakes below. */
let scripts: Script[] = [];
let granted: string[] = [];

beforeEach(() => {
  fakeBrowser.reset();
  scripts = [];
  granted = ['https://www.google.com/*', 'https://www.google.pl/*'];
  const s = fakeBrowser.scripting;
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins }) =>
    (origins ?? []).every((o) => granted.includes(o)),
  );
  vi.spyOn(s, 'getRegisteredContentScripts').mockImplementation(
    async (filter) => scripts.filter((x) => !filter?.ids || filter.ids.includes(x.id)) as never,
  );
  vi.spyOn(s, 'registerContentScripts').mockImplementation(async (list) => {
    scripts.push(...(list as Script[]));
  });
  vi.spyOn(s, 'updateContentScripts').mockImplementation(async (list) => {
    for (const next of list as Script[])
      scripts = scripts.map((x) => (x.id === next.id ? next : x));
  });
  vi.spyOn(s, 'unregisterContentScripts').mockImplementation(async (filter) => {
    scripts = scripts.filter((x) => !filter?.ids?.includes(x.id));
  });
});

const shape = () => scripts.map(({ id, js, matches }) => ({ id, js, matches }));

describe('the results-page script registration', () => {
  it('is absent while the feature is off (the default)', async () => {
    expect(await syncRegistration()).toEqual([]);
    expect(scripts).toEqual([]);
  });

  it('matches the results pages of the picked hosts the browser grants, and follows changes', async () => {
    await serpSettings.setValue({ enabled: true, hosts: ['www.google.com', 'www.google.de'] });
    expect(await syncRegistration()).toEqual(['www.google.com']);
    expect(shape()).toEqual([
      { id: SERP_SCRIPT_ID, js: [SERP_SCRIPT_FILE], matches: ['https://www.google.com/search*'] },
    ]);
    await serpSettings.setValue({ enabled: true, hosts: ['www.google.com', 'www.google.pl'] });
    await syncRegistration();
    expect(shape()[0].matches).toEqual([
      'https://www.google.com/search*',
      'https://www.google.pl/search*',
    ]);
    expect(scripts).toHaveLength(1);
  });

  it('is removed when turned off, and when the browser takes the hosts back', async () => {
    await serpSettings.setValue({ enabled: true, hosts: ['www.google.pl'] });
    await syncRegistration();
    granted = [];
    await syncRegistration();
    expect(scripts).toEqual([]);
    granted = ['https://www.google.pl/*'];
    await syncRegistration();
    await serpSettings.setValue({ enabled: false, hosts: ['www.google.pl'] });
    await syncRegistration();
    expect(scripts).toEqual([]);
  });
});
