import { describe, expect, it } from 'vitest';
import { isFinishedAudit, runSettingsSummary } from '@/lib/domain/audit-run';

describe('runSettingsSummary', () => {
  it.each([
    [
      'a keyword run',
      { devices: ['desktop'], keyword: ' trail shoes ', engine: 1, country: '2', location: '' },
      { keyword: 'trail shoes', engine: '1', country: '2', urls: [] },
    ],
    [
      'a run of pages',
      { urls: ['https://a.example/', 7, 'https://b.example/'] },
      {
        keyword: null,
        engine: null,
        country: null,
        urls: ['https://a.example/', 'https://b.example/'],
      },
    ],
    ['PHP’s empty array', [], { keyword: null, engine: null, country: null, urls: [] }],
    ['nothing', null, { keyword: null, engine: null, country: null, urls: [] }],
  ])('%s', (_name, settings, expected) => {
    expect(runSettingsSummary(settings)).toEqual(expected);
  });
});

describe('isFinishedAudit', () => {
  it.each([
    ['ready', true],
    ['error', true],
    ['wait', false],
    ['inprogress', false],
  ] as const)('%s → %s', (status, finished) => {
    expect(isFinishedAudit(status)).toBe(finished);
  });
});
