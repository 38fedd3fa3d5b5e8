import { describe, expect, it } from 'vitest';
import { buildLaunch } from '@/entrypoints/popup/launch/launch-input';
import type { LaunchPlan } from '@/entrypoints/popup/launch/launch-plan';
import { emptyLaunch, type LaunchDraft } from '@/lib/stores/popup';

const URL_ = 'https://shop.example.com/';
const plan: LaunchPlan = {
  devices: ['desktop', 'mobile'],
  mode: 'types',
  types: ['lighthouse'],
  profile: null,
  typeCount: 1,
  source: 'first',
};
const draft = (patch: Partial<LaunchDraft>): LaunchDraft => ({ ...emptyLaunch, ...patch });

describe('buildLaunch', () => {
  it.each([
    ['this page', draft({}), { count: 1, cost: 2, extra: {} }],
    [
      'several pages: ticked and pasted, each once, not the page itself',
      draft({
        target: 'pages',
        pages: ['https://shop.example.com/a'],
        pasted:
          ' https://shop.example.com/b \n\nhttps://shop.example.com/a\nhttps://shop.example.com/#x',
      }),
      {
        count: 3,
        cost: 6,
        extra: { pages: ['https://shop.example.com/a', 'https://shop.example.com/b'] },
      },
    ],
    [
      'keywords with one engine and country for all',
      draft({
        target: 'keywords',
        keywords: 'trail shoes\nrunning\ntrail shoes',
        engine: 1,
        country: 2,
      }),
      {
        count: 2,
        cost: 4,
        extra: {
          keywords: ['trail shoes', 'running'],
          keywordsOptions: [{ engine: 1, country: 2 }],
        },
      },
    ],
    [
      'keywords in a place: the location goes with engine and country, trimmed',
      draft({
        target: 'keywords',
        keywords: 'trail shoes',
        engine: 1,
        country: 1,
        location: ' Kraków ',
      }),
      {
        count: 1,
        cost: 2,
        extra: {
          keywords: ['trail shoes'],
          keywordsOptions: [{ engine: 1, country: 1, location: 'Kraków' }],
        },
      },
    ],
  ])('%s', (_name, d, { count, cost, extra }) => {
    const built = buildLaunch(d, plan, URL_, null);
    expect(built.problem).toBeNull();
    expect(built.count).toBe(count);
    expect(built.cost).toBe(cost);
    expect(built.input).toEqual({
      url: URL_,
      devices: plan.devices,
      types: ['lighthouse'],
      ...extra,
    });
  });

  it.each([
    [
      'a pasted line that is no address',
      draft({ target: 'pages', pasted: 'shop page' }),
      'badLines',
    ],
    ['no phrase', draft({ target: 'keywords', keywords: '  ' }), 'noKeywords'],
    ['no engine or country', draft({ target: 'keywords', keywords: 'a', engine: 1 }), 'noMarket'],
    [
      'too many phrases',
      draft({
        target: 'keywords',
        keywords: 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk',
        engine: 1,
        country: 1,
      }),
      'tooManyKeywords',
    ],
    [
      'a location that is coordinates, not a place name',
      draft({ target: 'keywords', keywords: 'a', engine: 1, country: 1, location: '52.2|21.0' }),
      'badLocation',
    ],
    [
      'a location over the length the protocol takes',
      draft({
        target: 'keywords',
        keywords: 'a',
        engine: 1,
        country: 1,
        location: 'x'.repeat(201),
      }),
      'badLocation',
    ],
  ])('refuses %s before anything is sent', (_name, d, code) => {
    const built = buildLaunch(d, plan, URL_, null);
    expect(built.problem?.code).toBe(code);
    expect(built.input).toBeNull();
  });

  it('sends this run’s settings instead of the profile', () => {
    const built = buildLaunch(
      draft({ runInputs: { lighthouse: { locale: 'pl' } } }),
      {
        ...plan,
        mode: 'profile',
        profile: { id: 7, title: 'P', types: ['lighthouse'], settings: {} },
      },
      URL_,
      {
        lighthouse: {
          title: 'Lighthouse',
          settings: {
            locale: {
              title: 'L',
              description: '',
              defaultValue: 'en',
              maxLength: 5,
              options: null,
            },
          },
        },
      },
    );
    expect(built.input).toEqual({
      url: URL_,
      devices: plan.devices,
      settings: { lighthouse: { locale: 'pl' } },
    });
  });
});
