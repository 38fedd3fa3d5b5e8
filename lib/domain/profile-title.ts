import { checkText, type Issue } from './input-issue';

/**
 * An audit profile's title: not empty, at most 200 characters once trimmed. The options page's
 * forms, the message protocol, the settings import and the client all check with this.
 */
export const PROFILE_TITLE_MAX = 200;

export function checkProfileTitle(title: unknown, field = 'title'): Issue | null {
  return checkText(typeof title === 'string' ? title.trim() : title, field, PROFILE_TITLE_MAX);
}
