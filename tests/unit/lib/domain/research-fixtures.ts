import type { ResearchRun } from '@/lib/storage/research';

/** A stored research run: a simple pl/pl report of `buty` on google.pl with no phrases. */
export function researchRun(patch: Partial<ResearchRun> = {}): ResearchRun {
  return {
    id: 'r1',
    at: 1,
    params: {
      keywords: ['buty'],
      engines: ['google.pl'],
      type: 'simple',
      modifiers: [],
      country: 'pl',
      language: 'pl',
      location: null,
    },
    gatheringFailures: 0,
    phrases: [],
    truncated: false,
    retryAt: null,
    retryError: null,
    ...patch,
  };
}
