import { describe, expect, it } from 'vitest';
import { DEFAULT_WIRE } from '../server.ts';
import { useEmulator } from './harness.ts';
import { DOCUMENTED as D } from './documented-fields.ts';
import { check, walkAudits, type Add, type Walked } from './documented-walk.ts';
import { GROUP, walkMonitoring } from './documented-walk-monitoring.ts';

/**
 * Every one of the 53 operations of ../shared/spec/endpoints.md, called once the way a client
 * would, and its answer walked against the fields the documents give (documented-fields.ts). A
 * member the documents lack fails the test: the emulator must be no friendlier than the service.
 * The emulator runs with its default answer forms here (numeric strings, errors in a 200, the SDK's
 * bulk form), the forms every client-side test meets.
 */
const h = useEmulator(DEFAULT_WIRE);

async function walk(): Promise<Walked[]> {
  const out: Walked[] = [];
  const add: Add = async (row, method, path, body, shape) => {
    const answer = await h.call(method, `${path}.json`, body);
    out.push(check(row, answer, shape));
    return answer.body?.results;
  };
  await walkAudits(add);
  await walkMonitoring(add);
  return out;
}

describe('every answer carries only the fields the documents give', () => {
  it('walks all 53 operations and finds no undocumented field', async () => {
    const walked = await walk();
    expect(walked.filter((w) => w.problems.length)).toEqual([]);
    // Every operation number of ../shared/spec/endpoints.md (1–53) is walked: labels name rows and
    // ranges.
    const rows = new Set(
      walked.flatMap((w) =>
        w.row
          .split(' ')[0]
          .split(',')
          .flatMap((part) => {
            const [from, to = from] = part.split('–').map(Number);
            return Array.from({ length: to - from + 1 }, (_, i) => from + i);
          }),
      ),
    );
    expect([...rows].sort((a, b) => a - b)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
  });

  it.each([
    ['a missing id', 'GET', `monitoring/monitoring-campaign/1.json`, undefined],
    [
      'a bulk call with a failing id',
      'POST',
      'monitoring/monitoring-group/stop.json',
      { id: [GROUP, 54320] },
    ],
    ['bad input', 'POST', 'audits/audit.json', { device: ['tablet'] }],
  ])('an error for %s has only the error envelope', async (_name, method, path, body) => {
    const answer = await h.call(method, path, body);
    expect(Object.keys(answer.body).filter((k) => !D.errorBody.includes(k))).toEqual([]);
    expect(Object.keys(answer.body.error).filter((k) => !D.error.includes(k))).toEqual([]);
    expect(answer.body.error.message).toMatch(/^\(\d{3}\) /);
  });
});
