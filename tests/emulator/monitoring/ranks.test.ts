import { describe, expect, it } from 'vitest';
import { bucketStart, buckets, dayIndex, dayKey, parseDay } from './dates.ts';
import { createMonitoringState } from './demo.ts';
import { defaultAccounts } from '../core/accounts.ts';
import { positionAt, type Search } from './ranks.ts';
import { serpAt } from './serp.ts';
import { rankingUrl } from './urls.ts';
import { seriesOf, dailyPosition, HISTORY_DAYS } from './series.ts';

const NOW = Date.UTC(2025, 5, 15, 12);
const TODAY = dayIndex(NOW);
const state = createMonitoringState({ seed: 42, now: NOW, accounts: defaultAccounts() });

/** Every demo keyword × device of the demo campaigns, as daily series over 180 days. */
const allSeries = Object.values(state.keywords).flatMap((keyword) => {
  const group = state.groups[keyword.groupId];
  const campaign = state.campaigns[group.campaignId];
  return group.devices.map((device) =>
    seriesOf(42, { campaign, group, keyword }, device, campaign.domain, 'organic', NOW),
  );
});

describe('demo data', () => {
  it('has about 60 keywords over two engines, three countries, both devices', () => {
    expect(Object.keys(state.keywords).length).toBeGreaterThanOrEqual(55);
    const groups = Object.values(state.groups);
    expect(new Set(groups.map((g) => g.engine))).toEqual(new Set([1, 2]));
    expect(new Set(groups.map((g) => g.country)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(groups.flatMap((g) => g.devices))).toEqual(new Set(['desktop', 'mobile']));
    expect(Object.values(state.campaigns).map((c) => c.domain)).not.toContain('www.example.org');
  });

  it('is the same for the same seed and differs for another', () => {
    expect(createMonitoringState({ seed: 42, now: NOW, accounts: defaultAccounts() })).toEqual(
      state,
    );
    const other = createMonitoringState({ seed: 7, now: NOW, accounts: defaultAccounts() });
    expect(Object.values(other.keywords).map((k) => k.volume)).not.toEqual(
      Object.values(state.keywords).map((k) => k.volume),
    );
  });
});

describe('rank data', () => {
  const search: Search = {
    title: 'running shoes',
    engine: 1,
    country: 2,
    location: '',
    device: 'desktop',
  };

  it('is deterministic for a seed and independent of the day it is asked', () => {
    const days = Array.from({ length: 30 }, (_, i) => TODAY - i);
    const first = days.map((d) => positionAt(42, search, 'example.com', d));
    expect(days.map((d) => positionAt(42, search, 'example.com', d))).toEqual(first);
    expect(days.map((d) => positionAt(43, search, 'example.com', d))).not.toEqual(first);
  });

  it('treats www.example.com and example.com as one site', () => {
    expect(positionAt(42, search, 'www.example.com', TODAY - 3)).toBe(
      positionAt(42, search, 'example.com', TODAY - 3),
    );
  });

  it('gives positions 1–100 or none, over the last 180 days only', () => {
    let present = 0;
    let absent = 0;
    for (const series of allSeries) {
      for (let day = TODAY - HISTORY_DAYS - 5; day <= TODAY + 1; day++) {
        const position = dailyPosition(series, day);
        if (day < TODAY - HISTORY_DAYS || day >= TODAY) expect(position).toBeUndefined();
        if (position === undefined) absent++;
        else {
          present++;
          expect(Number.isInteger(position) && position >= 1 && position <= 100).toBe(true);
        }
      }
    }
    expect(present).toBeGreaterThan(absent);
  });

  it('has keywords out of the top 100 on some days, and occasional missing days', () => {
    const gaps = allSeries.map((s) => {
      let none = 0;
      for (let day = s.firstDay; day <= s.lastDay; day++)
        if (dailyPosition(s, day) === undefined) none++;
      return none / (s.lastDay - s.firstDay + 1);
    });
    expect(gaps.filter((share) => share > 0.3).length).toBeGreaterThan(0); // hovering around 100
    expect(gaps.filter((share) => share > 0 && share < 0.05).length).toBeGreaterThan(10); // missing days
  });

  it('moves like a walk: most day-to-day changes of top-30 keywords are small', () => {
    const steps: number[] = [];
    for (const series of allSeries) {
      for (let day = series.firstDay + 1; day <= series.lastDay; day++) {
        const a = dailyPosition(series, day - 1);
        const b = dailyPosition(series, day);
        if (a !== undefined && b !== undefined && a <= 30) steps.push(Math.abs(b - a));
      }
    }
    steps.sort((x, y) => x - y);
    expect(steps[Math.floor(steps.length / 2)]).toBeLessThanOrEqual(2);
    expect(steps[Math.floor(steps.length * 0.99)]).toBeLessThanOrEqual(12);
  });

  it.each([
    ['running shoes for men', 'example.com', 'https://www.example.com/running-shoes-men/'],
    [
      'how to choose running shoes',
      'example.com',
      'https://www.example.com/blog/how-to-choose-running-shoes/',
    ],
    ['buty do biegania męskie', 'shop.example.com', 'https://shop.example.com/buty-do-biegania/'],
  ])('ranks "%s" with a page of %s', (title, domain, usual) => {
    const urls = new Set(
      Array.from({ length: 180 }, (_, i) => rankingUrl(42, domain, title, TODAY - i)),
    );
    expect(urls).toContain(usual);
    for (const url of urls)
      expect(url.startsWith(usual.slice(0, usual.indexOf('/', 8) + 1))).toBe(true);
  });

  it('builds results pages with unique consecutive positions including the tracked domain', () => {
    const page = serpAt(42, search, 'example.com', TODAY - 2, 50);
    expect(page.map((e) => e.position)).toEqual(
      Array.from({ length: page.length }, (_, i) => i + 1),
    );
    expect(new Set(page.map((e) => e.domain)).size).toBe(page.length);
    const own = positionAt(42, search, 'example.com', TODAY - 2);
    if (own !== undefined && own <= 50) expect(page[own - 1].domain).toBe('example.com');
  });
});

describe('dates', () => {
  it.each([
    ['20250615', '2025-06-15'],
    ['2025-06-15', '2025-06-15'],
    [20250101, '2025-01-01'],
  ])('parses %s', (input, key) => {
    expect(dayKey(parseDay(input)!)).toBe(key);
  });

  it.each(['20251301', '20250230', 'yesterday', '', null])('refuses %s', (input) => {
    expect(parseDay(input)).toBeUndefined();
  });

  it.each([
    ['weekly', '2025-06-15', '2025-06-09'], // a Sunday belongs to the week starting Monday
    ['weekly', '2025-06-09', '2025-06-09'],
    ['monthly', '2025-06-15', '2025-06-01'],
    ['daily', '2025-06-15', '2025-06-15'],
  ] as const)('starts a %s bucket of %s on %s', (gap, day, start) => {
    expect(dayKey(bucketStart(parseDay(day)!, gap))).toBe(start);
  });

  it('splits a range into buckets clipped to the range', () => {
    const result = buckets(parseDay('20250612')!, parseDay('20250618')!, 'weekly');
    expect(result.map((b) => [dayKey(b.start), b.days.length])).toEqual([
      ['2025-06-09', 4],
      ['2025-06-16', 3],
    ]);
  });
});
