import { z } from 'zod/mini';

/** A page's name for reads it may take back before their turn (lib/storage/withdrawn.ts). */
export const readTicket = z.optional(z.string().check(z.minLength(1), z.maxLength(64)));
