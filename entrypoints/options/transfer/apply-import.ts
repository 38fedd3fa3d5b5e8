import { ServiceError, type SerializedError } from '@/lib/api/errors';
import type { ExportedProfile } from '@/lib/domain/settings-transfer';
import { send } from '@/lib/messaging/client';
import { preferences, type Preferences } from '@/lib/storage/prefs';

export interface ImportOutcome {
  preferences: string[];
  created: string[];
  failed: { title: string; error: SerializedError }[];
}

/**
 * Write the accepted preferences, then create the profiles one at a time (the service takes about
 * one request a second; a failure is recorded and the next profile still goes). The exported
 * default profile becomes the popup's default under its new id.
 */
export async function applyImport(
  prefs: Partial<Preferences>,
  profiles: ExportedProfile[],
  onProgress: (done: number) => void,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { preferences: Object.keys(prefs), created: [], failed: [] };
  let defaultId: number | null = null;
  for (const [index, profile] of profiles.entries()) {
    try {
      const created = await send('profiles.create', {
        title: profile.title,
        settings: profile.settings,
      });
      outcome.created.push(profile.title);
      if (profile.isDefault) defaultId = created.id;
    } catch (err) {
      outcome.failed.push({ title: profile.title, error: ServiceError.from(err).toJSON() });
    }
    onProgress(index + 1);
  }
  await preferences.update((current) => ({
    ...current,
    ...prefs,
    ...(defaultId !== null ? { defaultProfileId: defaultId } : {}),
  }));
  return outcome;
}
