import { issue, type Issue } from './input-issue';

/**
 * An e-mail address to share a campaign with (../shared/spec/monitoring.md, set access `mail`). The one check:
 * the sharing form and the client refuse the same addresses (a top-level domain of 2+ letters).
 */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

export function checkEmail(value: unknown, field = 'mail'): Issue | null {
  return isEmail(value) ? null : issue(field, 'email', { value: String(value ?? '') });
}
