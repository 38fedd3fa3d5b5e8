import { describe, expect, it } from 'vitest';
import { keepMessages, keptMessages, stringsVersion } from '@/lib/i18n/kept';

/** A localStorage stand-in: the Storage members lib/i18n/kept.ts uses. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const popupFirst = { version: 'v1', lang: 'pl', namespaces: ['popup'], parts: 'first' } as const;
const messages = { common: { appName: 'Stormlens' }, popup: { tabs: { page: 'Strona' } } };

describe('kept strings', () => {
  it('gives back what a page kept, for the same build, language, parts and areas only', () => {
    const store = memoryStorage();
    expect(keptMessages(store, popupFirst)).toBeNull();
    keepMessages(store, popupFirst, messages);
    expect(keptMessages(store, popupFirst)).toEqual(messages);
    expect(keptMessages(store, { ...popupFirst, lang: 'en' })).toBeNull();
    expect(keptMessages(store, { ...popupFirst, parts: 'all' })).toBeNull();
    expect(keptMessages(store, { ...popupFirst, namespaces: ['sidepanel'] })).toBeNull();
    expect(keptMessages(store, { ...popupFirst, version: 'v2' })).toBeNull();
  });

  it('drops what older builds kept, and leaves other keys alone', () => {
    const store = memoryStorage();
    store.setItem('stormlens.language', 'pl');
    keepMessages(store, popupFirst, messages);
    keepMessages(store, { ...popupFirst, namespaces: ['sidepanel'], parts: 'all' }, messages);
    keepMessages(store, { ...popupFirst, version: 'v2' }, messages);
    expect([...store.map.keys()].sort()).toEqual([
      'stormlens.language',
      'stormlens.strings:v2:pl:first:popup',
    ]);
  });

  it('reads a value that is not an object of areas as nothing kept', () => {
    const store = memoryStorage();
    store.setItem('stormlens.strings:v1:pl:first:popup', '["not", "areas"]');
    expect(keptMessages(store, popupFirst)).toBeNull();
  });

  it('keeps nothing outside a production-like build (no version in unit tests)', () => {
    expect(stringsVersion()).toBeNull();
  });
});
