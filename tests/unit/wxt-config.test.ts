import { describe, expect, it } from 'vitest';
import { heldOrigins } from '../../wxt.config';

describe('host permissions held from install', () => {
  it('store builds hold the service alone: search hosts are asked for when the user turns them on', () => {
    expect(heldOrigins('production')).toEqual(['https://api.semstorm.com/*']);
  });

  it('the e2e build also holds loopback and Google’s search hosts (its test seams)', () => {
    expect(heldOrigins('e2e')).toEqual([
      'https://api.semstorm.com/*',
      'http://127.0.0.1/*',
      'http://localhost/*',
      'https://www.google.com/*',
      'https://www.google.pl/*',
    ]);
  });
});
