/**
 * Where a host is, seen from the internet: this computer (`loopback`), a private or link-local
 * network (`private`), a name only a local network resolves (`local-name`), or `public`. Pure and
 * import-free, so lib/domain/url.ts (loopback base URLs) and lib/domain/reach.ts (pages the
 * service cannot audit) read hosts the same way.
 */
export type HostScope = 'loopback' | 'private' | 'local-name' | 'public';

/**
 * Names reserved for local use (RFC 6761 `test`; RFC 6762 `local`; ICANN's `internal`) and `lan`,
 * which home routers hand out: no public resolver answers them. (`localhost` is loopback.)
 */
const LOCAL_SUFFIXES = ['local', 'test', 'internal', 'lan'];

function ipv4Scope(parts: number[]): HostScope {
  const [a, b] = parts;
  // 0.0.0.0/8 means "this host": browsers connect it to the local machine.
  if (a === 127 || a === 0) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'private';
  return 'public';
}

function parseIpv4(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read), or null. */
function parseIpv6(host: string): number[] | null {
  let text = host;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const v4 = parseIpv4(tail[1]);
    if (!v4) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, -tail[1].length)}${hex(v4[0], v4[1])}:${hex(v4[2], v4[3])}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((g) => /^[\da-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

function ipv6Scope(groups: number[]): HostScope {
  const zeroes = (n: number) => groups.slice(0, n).every((g) => g === 0);
  // ::ffff:a.b.c.d is the IPv4 address a.b.c.d.
  if (zeroes(5) && groups[5] === 0xffff) {
    return ipv4Scope([groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff]);
  }
  // ::1 and the unspecified ::.
  if (zeroes(7) && groups[7] <= 1) return 'loopback';
  // fc00::/7 unique local, fe80::/10 link-local.
  if ((groups[0] & 0xfe00) === 0xfc00 || (groups[0] & 0xffc0) === 0xfe80) return 'private';
  return 'public';
}

/**
 * The scope of a host as `URL.hostname` gives it (IPv6 in brackets); upper case and a trailing
 * dot (`LOCALHOST.`) are read as the same host.
 */
export function hostScope(hostname: string): HostScope {
  const host = hostname.trim().toLowerCase().replace(/\.+$/, '');
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = parseIpv6(host.slice(1, -1));
    return groups ? ipv6Scope(groups) : 'public';
  }
  const v4 = parseIpv4(host);
  if (v4) return ipv4Scope(v4);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  // A name without a dot (`http://intranet/`) is looked up in the local network's search domain.
  if (!host.includes('.')) return 'local-name';
  const last = host.slice(host.lastIndexOf('.') + 1);
  return LOCAL_SUFFIXES.includes(last) ? 'local-name' : 'public';
}
