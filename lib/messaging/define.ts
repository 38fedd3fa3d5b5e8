import type { z } from 'zod/mini';
import type { SerializedError } from '../api/errors';

/**
 * A command of the page ↔ background protocol: the zod schema its input must pass in the
 * background, and (as a phantom type) what it answers. Curried so the output type can be named
 * while the input type is inferred: `command<Answer>()(() => inputSchema)`.
 *
 * The schema is built on the command's first use, not as the protocol is defined: the worker
 * defines every command each time it wakes and answers one or two before it sleeps again, and
 * building them all cost each wake-up 171 schema objects, about 1 ms (README, "Speed and size").
 */
export interface Command<I extends z.ZodMiniType, O> {
  readonly input: I;
  readonly __output?: O;
}

export function command<O>() {
  return <I extends z.ZodMiniType>(build: () => I): Command<I, O> => {
    let input: I | undefined;
    return {
      get input() {
        return (input ??= build());
      },
    };
  };
}

/** What crosses the wire: never a thrown error, so kind and human message survive. */
export type Reply<O> = { ok: true; data: O } | { ok: false; error: SerializedError };

/** The area whose commands a page serves itself (./protocol/monitoring/index.ts). */
export const pageArea = 'monitoring.';

/** Whether a page serves `name` itself rather than sending it to the background. */
export const isPageCommand = <N extends string>(
  name: N,
): name is Extract<N, `${typeof pageArea}${string}`> => name.startsWith(pageArea);
