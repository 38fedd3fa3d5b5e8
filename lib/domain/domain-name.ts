import { issue, type Issue } from './input-issue';

/**
 * A domain a campaign tracks (../shared/spec/monitoring.md, create campaign `domain`): a bare host name such as
 * `example.com` or `shop.example.co.uk`, no scheme, port or path. The one check, for the client
 * and the forms.
 */
export function isDomain(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^(?=.{4,253}$)([a-z0-9-]{1,63}\.)+([a-z]{2,63}|xn--[a-z0-9-]{2,59})$/i.test(value.trim())
  );
}

export function checkDomain(value: unknown, field = 'domain'): Issue | null {
  return isDomain(value) ? null : issue(field, 'domain', { value: String(value ?? '') });
}
