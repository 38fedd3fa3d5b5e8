import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ServiceError } from '@/lib/api/errors';
import { readLog } from '@/lib/diagnostics/log';
import { createChecked, notNamed, type CheckedCreate } from '@/lib/domain/create-checked';
import type { ReadBackItem } from '@/lib/domain/read-back';

const MARK = 'k3f9q1';
const NIGHTLY = `Nightly [${MARK}]`;

/**
 * A faked service holding profiles by title: `acts` is how many it makes per create sent, each
 * under the click's marked title.
 */
function fakeService(held: ReadBackItem[], acts = 1) {
  let next = 100;
  const sent: string[] = [];
  return {
    sent,
    held,
    spec(outcome: 'answer' | Error = 'answer'): CheckedCreate<{ id: number }> {
      return {
        kind: 'profile',
        names: [NIGHTLY],
        mark: MARK,
        read: async () => held.map((i) => ({ ...i })),
        create: async () => {
          sent.push('create');
          let id = 0;
          for (let n = 0; n < acts; n++) {
            id = ++next;
            held.push({ id, key: NIGHTLY, label: NIGHTLY });
          }
          if (outcome instanceof Error) throw outcome;
          return { id };
        },
        answered: (answer) => new Map([[NIGHTLY, answer.id]]),
        where: 'profiles: creating a profile',
      };
    },
  };
}

const noWaits = [0, 0, 0];

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('createChecked', () => {
  it('one action: the answer, nothing extra, nothing logged', async () => {
    const service = fakeService([{ id: 5, key: 'Nightly', label: 'Nightly' }]);
    const out = await createChecked(service.spec(), noWaits);
    expect(out.answer).toEqual({ id: 101 });
    expect(out.made.get(NIGHTLY)).toBe(101);
    expect(out.receivedTwice).toBeNull();
    expect(await readLog()).toEqual([]);
  });

  it('the service acted twice: the unnamed one is extra, and the log says so', async () => {
    const service = fakeService([], 2);
    const out = await createChecked(service.spec(), noWaits);
    expect(service.sent).toEqual(['create']);
    expect(out.made.get(NIGHTLY)).toBe(102);
    expect(out.receivedTwice).toEqual({
      times: 2,
      extra: [{ kind: 'profile', id: 101, label: NIGHTLY }],
      extraCost: null,
    });
    expect((await readLog()).map((e) => e.kind === 'caught' && e.message)).toEqual([
      "SEMSTORM received one click's create 2 times (a connection reset, sent again by the browser); extra: profile 'Nightly [k3f9q1]' (id 101)",
    ]);
  });

  it.each([
    ['a dropped connection', new ServiceError('network')],
    ['a timeout', new ServiceError('timeout')],
    [
      'a stopped background',
      new ServiceError('exception', { details: { reason: 'background-lost' } }),
    ],
  ])('%s after the service acted: found by reading, never sent again', async (_name, lost) => {
    const service = fakeService([], 2);
    const out = await createChecked(service.spec(lost), noWaits);
    expect(service.sent).toEqual(['create']);
    expect(out.answer).toBeNull();
    expect(out.made.get(NIGHTLY)).toBe(101);
    expect(out.receivedTwice?.extra.map((e) => e.id)).toEqual([102]);
  });

  it('a lost answer and nothing to find: unconfirmed, not sent again', async () => {
    const service = fakeService([]);
    const spec = service.spec(new ServiceError('timeout'));
    const read = vi.fn(async () => []);
    const error = await createChecked(
      { ...spec, read, create: () => Promise.reject(new ServiceError('timeout')) },
      noWaits,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).details.reason).toBe('create-unconfirmed');
    // Before, then once per wait.
    expect(read).toHaveBeenCalledTimes(1 + noWaits.length);
  });

  it.each([
    ['limit', new ServiceError('limit')],
    ['conflict', new ServiceError('conflict')],
    ['throttling without data', new ServiceError('throttling')],
  ])('a refusal before acting (%s) is thrown as it is', async (_name, refusal) => {
    const service = fakeService([]);
    await expect(
      createChecked({ ...service.spec(), create: () => Promise.reject(refusal) }, noWaits),
    ).rejects.toBe(refusal);
  });

  it('a reading that fails after an answer: the answer stands, the failure is said and logged', async () => {
    const service = fakeService([]);
    const spec = service.spec();
    let reads = 0;
    const out = await createChecked(
      {
        ...spec,
        read: async () => {
          if (reads++ > 0) throw new ServiceError('network');
          return [];
        },
      },
      noWaits,
    );
    expect(out.answer).toEqual({ id: 101 });
    expect(out.receivedTwice).toBeNull();
    expect(out.cannotTell).toMatchObject({ why: 'check-failed', error: { kind: 'network' } });
    expect(await readLog()).toHaveLength(1);
  });

  it('readings that all fail after a lost answer: could not check, with the reason — never “not made”', async () => {
    const service = fakeService([], 2);
    const spec = service.spec(new ServiceError('network'));
    let reads = 0;
    const read = async () => {
      if (reads++ > 0) throw new ServiceError('exception', { status: 500 });
      return [];
    };
    const error = await createChecked({ ...spec, read }, noWaits).catch((e: unknown) => e);
    expect(error).toMatchObject({
      details: { reason: 'check-failed', cause: { kind: 'exception', status: 500 } },
    });
    expect((error as ServiceError).message).toMatch(
      /^could not read whether received once: exception/,
    );
    expect(service.sent).toEqual(['create']);
    expect(reads).toBe(1 + noWaits.length);
  });

  it('a failed reading after a lost answer is not the end: the next one finds what was made', async () => {
    const service = fakeService([], 2);
    const spec = service.spec(new ServiceError('network'));
    let reads = 0;
    const read = async () => {
      if (reads++ === 1) throw new ServiceError('exception', { status: 500 });
      return spec.read();
    };
    const out = await createChecked({ ...spec, read }, noWaits);
    expect(out).toMatchObject({ answer: null, cannotTell: null });
    expect(out.made.get(NIGHTLY)).toBe(101);
    expect(out.receivedTwice?.extra.map((e) => e.id)).toEqual([102]);
  });

  it('a colleague’s profile of the same title made meanwhile is neither extra nor adopted', async () => {
    const held: ReadBackItem[] = [];
    const service = fakeService(held);
    const spec = service.spec(new ServiceError('timeout'));
    const create = async () => {
      held.push({ id: 90, key: 'Nightly', label: 'Nightly' });
      return spec.create();
    };
    const out = await createChecked({ ...spec, create }, noWaits);
    // Its own create made one (101) before the answer was lost: found by the mark.
    expect(out).toMatchObject({ answer: null, receivedTwice: null, cannotTell: null });
    expect(out.made.get(NIGHTLY)).toBe(101);
  });

  it('a lost answer where only a same-named entity without the mark appears: never adopted', async () => {
    const held: ReadBackItem[] = [];
    const service = fakeService(held, 0);
    const spec = service.spec(new ServiceError('timeout'));
    const create = async () => {
      held.push({ id: 90, key: 'Nightly', label: 'Nightly' });
      return spec.create();
    };
    const error = await createChecked({ ...spec, create }, noWaits).catch((e: unknown) => e);
    expect((error as ServiceError).details.reason).toBe('create-unconfirmed');
  });
});

describe('createChecked, phrases (no mark)', () => {
  const phraseSpec = (
    held: ReadBackItem[],
    outcome: 'answer' | 'refused' | Error,
  ): CheckedCreate<{ id: number | 'refused' }> => ({
    kind: 'keyword',
    names: ['trail shoes'],
    mark: null,
    read: async () => held.map((i) => ({ ...i })),
    create: async () => {
      held.push({ id: 7, key: 'trail shoes', label: 'trail shoes', campaignId: 4 });
      if (outcome instanceof Error) throw outcome;
      return { id: outcome === 'refused' ? 'refused' : 7 };
    },
    answered: (answer) => new Map([['trail shoes', answer.id]]),
    where: 'monitoring: adding keywords',
  });

  it('the answer refused a phrase made since the click: cannot tell whose, nothing to delete', async () => {
    const out = await createChecked(phraseSpec([], 'refused'), noWaits);
    expect(out.receivedTwice).toBeNull();
    expect(out.made.size).toBe(0);
    expect(out.cannotTell).toEqual({
      why: 'unmarked',
      seen: [{ kind: 'keyword', id: 7, label: 'trail shoes', campaignId: 4 }],
    });
    expect(await readLog()).toHaveLength(1);
  });

  it('a lost answer and the phrase now in the group: seen, not thrown, not adopted', async () => {
    const out = await createChecked(phraseSpec([], new ServiceError('timeout')), noWaits);
    expect(out.answer).toBeNull();
    expect(out.made.size).toBe(0);
    expect(out.cannotTell).toMatchObject({ why: 'unmarked', seen: [{ id: 7 }] });
  });

  it('the answer named the phrase: nothing to say', async () => {
    const out = await createChecked(phraseSpec([], 'answer'), noWaits);
    expect(out.made.get('trail shoes')).toBe(7);
    expect(out.cannotTell).toBeNull();
  });
});

describe('notNamed', () => {
  it('says the entity keeps its marked name, with the reason, and logs it', async () => {
    const left = await notNamed(
      { kind: 'group', id: 12, wanted: 'Shoes', marked: 'Shoes [k3f9q1]', where: 'here' },
      new ServiceError('network'),
    );
    expect(left).toMatchObject({ kind: 'group', id: 12, marked: 'Shoes [k3f9q1]' });
    expect(left.error.kind).toBe('network');
    const [entry] = await readLog();
    expect(entry).toMatchObject({ kind: 'caught', where: 'here' });
    expect(entry.kind === 'caught' && entry.message).toMatch(
      /group 12 keeps its marked name 'Shoes \[k3f9q1\]': naming it 'Shoes' failed: network/,
    );
  });
});
