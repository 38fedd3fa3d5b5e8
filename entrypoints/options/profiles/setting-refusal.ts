import { refusedField } from '@/lib/domain/refused-field';
import type { TypeSection } from '@/lib/domain/profile-fields';

type Refusal = Parameters<typeof refusedField>[0];

/**
 * The setting a refused save names, so its refusal is said at that field: where the descriptor
 * states no limit (the real one may state none), only the service can judge a value. A setting
 * name several audit types share goes to the type the message also names. Null when the message
 * names none of the profile's settings: the editor shows it whole.
 */
export function refusedSetting(
  error: Refusal,
  sections: TypeSection[],
): { type: string; name: string } | null {
  const message = error?.serviceMessage ?? '';
  const named = (s: TypeSection) => (message.includes(s.type) ? 0 : 1);
  const ordered = [...sections].sort((a, b) => named(a) - named(b));
  const fields: Record<string, readonly string[]> = {};
  for (const s of ordered) {
    for (const f of s.fields) fields[JSON.stringify([s.type, f.name])] = [f.name];
  }
  const key = refusedField(error, fields);
  if (key === null) return null;
  const [type, name] = JSON.parse(key) as [string, string];
  return { type, name };
}
