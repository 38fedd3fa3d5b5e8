import type { z } from 'zod/mini';
import type { Command } from '../define';
import { connectionProtocol } from './connection';
import { auditsProtocol } from './audits';
import { profilesProtocol } from './profiles';
import { monitoringProtocol } from './monitoring';
import { campaignsProtocol } from './campaigns';
import { researchProtocol } from './research';
import { watchProtocol } from './watch';
import { pageWatchProtocol } from './page-watch';

/**
 * The one protocol between pages and the background, namespaced by area (`audits.create`,
 * `monitoring.positions`). Each area keeps its commands in its own file.
 */
export const protocol = {
  ...connectionProtocol,
  ...auditsProtocol,
  ...profilesProtocol,
  ...monitoringProtocol,
  ...campaignsProtocol,
  ...researchProtocol,
  ...watchProtocol,
  ...pageWatchProtocol,
};

export type Protocol = typeof protocol;
export type CommandName = keyof Protocol;
/** What a page passes (before schema defaults apply). */
export type Input<K extends CommandName> = z.input<Protocol[K]['input']>;
/** What a handler receives (after parsing). */
export type ParsedInput<K extends CommandName> = z.output<Protocol[K]['input']>;
export type Output<K extends CommandName> =
  Protocol[K] extends Command<z.ZodMiniType, infer O> ? O : never;
