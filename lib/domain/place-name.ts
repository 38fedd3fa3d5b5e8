/**
 * A place named for a keyword audit (`keywords_options.location`, ../shared/spec/audits.md §2:
 * "Geographic location; should be as precise as possible"). Unlike keyword research's
 * `<lat>|<lon>` (./location.ts) it is a name — "Kraków" or "Kraków, Poland" — which the service
 * decodes or refuses ("Location cannot be decoded; location not found", the same file, §7). The one
 * definition of what the popup lets through: the form explains a refusal, the protocol caps the
 * length with the same number.
 */
export const MAX_PLACE_NAME = 200;

/** `letter`: no letter at all (coordinates or a bare number, not a name); `long`: over the cap. */
export type PlaceNameIssue = 'letter' | 'long';

/** Why a typed place name cannot be sent, or null when it can (empty means no location). */
export function placeNameIssue(text: string): PlaceNameIssue | null {
  const name = text.trim();
  if (name === '') return null;
  if (name.length > MAX_PLACE_NAME) return 'long';
  if (!/\p{L}/u.test(name)) return 'letter';
  return null;
}
