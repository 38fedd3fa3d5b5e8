/**
 * Small helpers shared by the monitoring routes: the typed state slice, the request body, the
 * caller, path ids and the shared pager sizes.
 */
import type { Context } from 'hono';
import type { Account } from '../core/accounts.ts';
import type { AppEnv, EmulatorContext } from '../core/context.ts';
import { asPositiveInt, bodyObject } from '../core/params.ts';
import type { MonitoringState } from './model.ts';

export const API = '/api-v3/monitoring';

/** The page sizes of ../shared/spec/monitoring.md "Shared shapes". */
export const PAGE_SIZES = [1, 5, 10, 25, 50, 100, 500, 1000] as const;

/** The monitoring slice; read on every request, since a reset replaces `ctx.state`. */
export function stateOf(ctx: EmulatorContext): MonitoringState {
  return ctx.state.monitoring;
}

export function bodyOf(c: Context<AppEnv>): Record<string, unknown> {
  return bodyObject(c.get('body'));
}

export function callerOf(c: Context<AppEnv>): Account {
  return c.get('account');
}

/** A numeric path parameter; undefined (→ the 404 form) for anything else. */
export function pathId(c: Context<AppEnv>, name: string): number | undefined {
  return asPositiveInt(c.req.param(name));
}

export function ownerAccount(ctx: EmulatorContext, ownerId: number): Account | undefined {
  return ctx.state.accounts.find((account) => account.id === ownerId);
}

/** Emulator time in ms as the Unix-seconds string the service prints. */
export const unixSeconds = (ms: number) => String(Math.floor(ms / 1000));

export function missing(field: string): string {
  return `Missing required field: ${field}.`;
}
