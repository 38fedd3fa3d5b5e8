import type { AuditProfile } from '@/lib/domain/profile-types';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';

/** A descriptor with a parameter of every kind, as `normaliseDescriptor` produces it. */
export const descriptor: SettingsDescriptor = {
  lighthouse: {
    title: 'Lighthouse',
    settings: {
      throttling: {
        title: 'Throttling',
        description: 'Network and CPU throttling.',
        defaultValue: 'simulated',
        maxLength: null,
        options: [
          { value: 'simulated', label: 'Simulated' },
          { value: 'devtools', label: 'DevTools' },
          { value: 'none', label: 'None' },
        ],
      },
      locale: {
        title: 'Locale',
        description: 'Report language.',
        defaultValue: 'en',
        maxLength: 5,
        options: null,
      },
      screenshots: {
        title: 'Screenshots',
        description: '',
        defaultValue: true,
        maxLength: null,
        options: null,
      },
    },
  },
  webpagetest: {
    title: 'WebPageTest',
    settings: {
      runs: { title: 'Runs', description: '', defaultValue: 3, maxLength: null, options: null },
      timeout: {
        title: 'Timeout',
        description: '',
        defaultValue: '30',
        maxLength: null,
        options: null,
      },
    },
  },
};

export const profile: AuditProfile = {
  id: 7,
  title: 'Mobile checks',
  types: ['lighthouse', 'yellowlab'],
  settings: {
    lighthouse: { throttling: 'devtools', locale: 'pl', screenshots: false, extra: 'kept' },
    // The account may no longer use yellowlab: the descriptor does not list it.
    yellowlab: { depth: 2 },
  },
};
