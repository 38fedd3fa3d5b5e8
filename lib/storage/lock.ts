/*
 * One change at a time per name, across the whole extension. The Web Locks API is shared by the
 * worker and every page of the extension (one origin), so two writers — two events in the worker,
 * or the worker and the options page — never read the same old value and lose one change. Where
 * `navigator.locks` is missing (unit tests under Node) a per-name promise queue serialises the
 * callers of this context; only the queue's tail is in memory, never the data.
 */

const queues = new Map<string, Promise<unknown>>();

/** Run `task` alone for `name`; resolves (or rejects) with its outcome. */
export function exclusive<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return locks.request(`stormlens:${name}`, task) as Promise<T>;
  const previous = queues.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(name, tail);
  void tail.then(() => {
    if (queues.get(name) === tail) queues.delete(name);
  });
  return run;
}
