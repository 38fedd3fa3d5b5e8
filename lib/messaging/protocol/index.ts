import type { z } from 'zod/mini';
import type { Command } from '../define';
import { workerProtocol } from './worker';
import { monitoringProtocol } from './monitoring';

/**
 * The one protocol of the pages, namespaced by area (`audits.launch`, `monitoring.positions`).
 * Each area keeps its commands in its own file.
 */
export const protocol = { ...workerProtocol, ...monitoringProtocol };

export type Protocol = typeof protocol;
export type CommandName = keyof Protocol;
export type WorkerCommand = keyof typeof workerProtocol;
/** The commands a page serves itself (../local.ts): the monitoring area. */
export type PageCommand = keyof typeof monitoringProtocol;
/** What a page passes (before schema defaults apply). */
export type Input<K extends CommandName> = z.input<Protocol[K]['input']>;
/** What a handler receives (after parsing). */
export type ParsedInput<K extends CommandName> = z.output<Protocol[K]['input']>;
export type Output<K extends CommandName> =
  Protocol[K] extends Command<z.ZodMiniType, infer O> ? O : never;

/** The handlers of the page-served commands: they run in the page that sent the command. */
export type PageHandlers = {
  [K in PageCommand]: (input: ParsedInput<K>) => Promise<Output<K>>;
};
