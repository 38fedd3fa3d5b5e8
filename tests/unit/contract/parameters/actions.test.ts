import { describe, expect, it } from 'vitest';
import {
  actionOf,
  causeOf,
  enteredBefore,
  type TestAction,
} from '../../../contract/parameters/actions';

/*
 * How a journey's Playwright calls become the actions the parameters measurement reads: a user's
 * input, the test's own direct command, or neither; and what caused a request that arrived.
 */

const T0 = Date.parse('2026-06-17T10:00:00.000Z');
const step = (title: string, params?: Record<string, unknown>, category = 'pw:api') => ({
  category,
  title,
  params,
  startTime: new Date(T0),
  duration: 40,
});

describe('a Playwright call as an action', () => {
  it.each([
    ['Click', 'user'],
    ['Double click', 'user'],
    ['Check', 'user'],
    ['Uncheck', 'user'],
    ['Select option', 'user'],
    ['Fill "Shoes"', 'user'],
    ['Press "Enter"', 'user'],
    ['Type "abc"', 'user'],
    ['Insert "abc"', 'user'],
    ['Evaluate', 'direct'],
    ['Dispatch event', 'direct'],
    ['Add init script', 'direct'],
    ['Send CDP command', 'direct'],
    ['Wait for function', 'direct'],
    ['Set fixed time "1781690400000"', 'direct'],
    ['Navigate', null],
    ['Hover', null],
    ['Create page', null],
    ['Close page', null],
    ['Set viewport size', null],
  ])('%s: %s', (title, kind) => {
    expect(actionOf(step(title))?.kind ?? null).toBe(kind);
  });

  it('takes script run against a locator’s elements for a read, not a command', () => {
    const texts = step('Evaluate', { locator: "locator('.profile-item-title')" });
    expect(actionOf(texts)).toBeNull();
    expect(actionOf(step('Evaluate', {}))?.kind).toBe('direct');
  });

  it('leaves out steps that are not Playwright calls (an expect, a fixture, a test.step)', () => {
    expect(actionOf(step('Click', {}, 'expect'))).toBeNull();
    expect(actionOf(step('Evaluate', {}, 'fixture'))).toBeNull();
    expect(actionOf(step('Click', {}, 'test.step'))).toBeNull();
  });

  it('keeps its start, its end and what a user entered', () => {
    expect(actionOf(step('Fill "Shoes Ltd"', { locator: 'x', value: 'Shoes Ltd' }))).toEqual({
      kind: 'user',
      title: 'Fill "Shoes Ltd"',
      start: '2026-06-17T10:00:00.000Z',
      end: '2026-06-17T10:00:00.040Z',
      values: ['Shoes Ltd'],
    });
    expect(actionOf(step('Type "ab"', { text: 'ab' }))?.values).toEqual(['ab']);
    expect(actionOf(step('Select option', { options: [{ valueOrLabel: '90' }] }))?.values).toEqual([
      '90',
    ]);
    expect(actionOf(step('Press "Enter"', { key: 'Enter' }))?.values).toEqual([]);
    expect(actionOf(step('Click', { locator: 'getByRole(…)' }))?.values).toEqual([]);
  });
});

describe('what caused a request', () => {
  const at = (ms: number) => new Date(T0 + ms).toISOString();
  const act = (kind: TestAction['kind'], from: number, to: number, values: string[] = []) => ({
    kind,
    title: kind === 'user' ? 'Click' : 'Evaluate',
    start: at(from),
    end: at(to),
    values,
  });
  const arriving = (ms: number) => ({ time: at(ms) });
  const journey = [
    act('user', 100, 150, ['Shoes']),
    act('direct', 1_000, 1_200),
    act('user', 2_000, 2_050, ['Boots']),
  ];

  it.each([
    [50, 'none', 'before anything: a page reading on opening'],
    [120, 'user', 'during a click: its page may send at once'],
    [600, 'user', 'after a click'],
    [1_100, 'direct', 'while the test’s command runs'],
    [1_500, 'direct', 'after the test’s command, before a user acts again'],
    [2_500, 'user', 'after the next user action'],
  ] satisfies [number, string, string][])('arriving at +%i ms: %s (%s)', (ms, cause) => {
    expect(causeOf(arriving(ms), journey)).toBe(cause);
  });

  it('a command still running when a user acts makes what arrives after it its own', () => {
    const overlapping = [act('direct', 0, 1_000), act('user', 500, 550)];
    expect(causeOf(arriving(700), overlapping)).toBe('direct');
    expect(causeOf(arriving(1_100), overlapping)).toBe('direct');
    expect(causeOf(arriving(1_700), [...overlapping, act('user', 1_500, 1_550)])).toBe('user');
  });

  it('what a user entered counts from the action on', () => {
    expect(enteredBefore(arriving(50), journey)).toEqual([]);
    expect(enteredBefore(arriving(600), journey)).toEqual(['Shoes']);
    expect(enteredBefore(arriving(2_500), journey)).toEqual(['Shoes', 'Boots']);
  });
});
