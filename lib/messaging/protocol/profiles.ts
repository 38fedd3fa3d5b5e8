import { z } from 'zod/mini';
import type { AuditProfile, CreatedProfile, ProfilePage } from '../../domain/profile-types';
import type { SettingsDescriptor } from '../../domain/settings-descriptor';
import { auditTypeSchema } from '@/lib/domain/audit-types';
import { auditPageSizes, sortOrders } from '@/lib/domain/list-order';
import { command } from '../define';
import { PROFILE_TITLE_MAX } from '@/lib/domain/profile-title';

const id = z.int().check(z.positive());
const title = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, 'text-empty')) // input codes (lib/domain/input-issue.ts)
  .check(z.maxLength(PROFILE_TITLE_MAX, 'text-too-long'));

/**
 * Settings keyed by audit type, then parameter name. Values stay `unknown` on purpose: parameters
 * the descriptor does not list (or types the account may no longer use) are sent back exactly as
 * the service gave them, so a save never loses them.
 */
export const profileSettingsSchema = z.record(
  z.string().check(z.minLength(1)),
  z.record(z.string(), z.unknown()),
);

/**
 * Audit profile commands (`profiles.*`). Answers are the plain shapes of
 * `lib/domain/profile-types.ts`; failures reject with a ServiceError.
 */
export const profilesProtocol = {
  /**
   * One page of profiles, sorted by title (the only field the service sorts by). `types`: audit
   * types a profile must contain. Pages are 10, 25 or 50 long, counted from 0. The popup's
   * profile picker can ask `{ sort: 'asc', perPage: 50 }`.
   */
  'profiles.list': command<ProfilePage>()(() =>
    z.object({
      sort: z._default(z.enum(sortOrders), 'asc'),
      page: z._default(z.int().check(z.gte(0)), 0),
      perPage: z._default(z.literal(auditPageSizes), 25),
      title: z.optional(z.string().check(z.trim()).check(z.maxLength(200))),
      types: z._default(z.array(auditTypeSchema), []),
      /**
       * An answer up to a few minutes old will do (the popup's picker, asked on every open):
       * Stormlens's own changes to profiles drop it at once.
       */
      recent: z._default(z.boolean(), false),
    }),
  ),
  /** One profile with its settings. */
  'profiles.retrieve': command<AuditProfile>()(() => z.object({ id })),
  /**
   * Create a profile. With `settings` (an import), they are stored right after creation; if that
   * second step is refused, the empty profile is deleted again and the error rejects.
   * `receivedTwice`: the service made more than one profile for this one create (read back).
   */
  'profiles.create': command<CreatedProfile>()(() =>
    z.object({ title, settings: z.optional(profileSettingsSchema) }),
  ),
  /**
   * Change the title and/or the settings. `settings` is only what the user changed (parameters set
   * per type, types removed): the background reads the profile, applies the change and sends the
   * whole settings, because the service replaces them completely and drops every type not sent.
   */
  'profiles.update': command<AuditProfile>()(() =>
    z.object({
      id,
      title: z.optional(title),
      settings: z.optional(
        z.object({
          set: z._default(profileSettingsSchema, {}),
          remove: z._default(z.array(z.string().check(z.minLength(1))), []),
        }),
      ),
    }),
  ),
  /** Delete a profile (irreversible). Clears `preferences.defaultProfileId` when it was this one. */
  'profiles.delete': command<{ id: number }>()(() => z.object({ id })),
  /**
   * The settings descriptor of the account (audit types it may use, their parameters), normalised:
   * `options` as `{ value, label }[]`. Cached; `fresh: true` asks the service again.
   */
  'profiles.descriptor': command<SettingsDescriptor>()(() =>
    z._default(z.object({ fresh: z._default(z.boolean(), false) }), { fresh: false }),
  ),
};
