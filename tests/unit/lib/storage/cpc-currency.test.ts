import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cpcCurrency } from '@/lib/storage/cpc-currency';

describe('cpcCurrency', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is not chosen at first, then remembers a choice and its clearing', async () => {
    expect(await cpcCurrency.getValue()).toBeNull();
    await cpcCurrency.setValue('EUR');
    expect(await cpcCurrency.getValue()).toBe('EUR');
    await cpcCurrency.setValue(null);
    expect(await cpcCurrency.getValue()).toBeNull();
  });

  it('drops a stored value that is not a code', async () => {
    await fakeBrowser.storage.local.set({ cpcCurrency: 42 });
    expect(await cpcCurrency.getValue()).toBeNull();
  });
});
