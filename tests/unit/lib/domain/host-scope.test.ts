import { describe, expect, it } from 'vitest';
import { hostScope, type HostScope } from '@/lib/domain/host-scope';

/** Hosts as a page's address gives them (`new URL(…).hostname`), so the URL parser's forms count. */
const scopeOf = (url: string) => hostScope(new URL(url).hostname);

describe('hostScope', () => {
  it.each<[string, HostScope]>([
    // Loopback: 127/8, 0/8, localhost and its subdomains, ::1 and ::.
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.255.255.254:8080/', 'loopback'],
    ['http://0.0.0.0/', 'loopback'],
    ['http://localhost/', 'loopback'],
    ['http://LOCALHOST./', 'loopback'],
    ['http://shop.localhost/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://[::]/', 'loopback'],
    // The URL parser reads these as 127.0.0.1.
    ['http://2130706433/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://127.0.0.1./', 'loopback'],
    // 10/8.
    ['http://10.0.0.1/', 'private'],
    ['http://10.255.255.255/', 'private'],
    // 172.16/12: 172.16.0.0 to 172.31.255.255, nothing either side.
    ['http://172.15.255.255/', 'public'],
    ['http://172.16.0.0/', 'private'],
    ['http://172.31.255.255/', 'private'],
    ['http://172.32.0.1/', 'public'],
    // 192.168/16, and its neighbours.
    ['http://192.168.1.10/', 'private'],
    ['http://192.167.1.10/', 'public'],
    ['http://192.169.1.10/', 'public'],
    // 169.254/16 link-local.
    ['http://169.254.169.254/', 'private'],
    ['http://169.253.0.1/', 'public'],
    // fc00::/7 unique local, fe80::/10 link-local; fbff:: and fec0:: are outside.
    ['http://[fc00::1]/', 'private'],
    ['http://[FD12:3456:789A::1]:8080/', 'private'],
    ['http://[fbff::1]/', 'public'],
    ['http://[fe80::1]/', 'private'],
    ['http://[febf::1]/', 'private'],
    ['http://[fec0::1]/', 'public'],
    // IPv4-mapped IPv6 is the IPv4 address.
    ['http://[::ffff:192.168.1.10]/', 'private'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:10.1.2.3]/', 'private'],
    ['http://[::ffff:8.8.8.8]/', 'public'],
    ['http://[2001:db8::1]/', 'public'],
    ['http://[2606:4700::1111]/', 'public'],
    // Names only a local network resolves.
    ['http://printer.local/', 'local-name'],
    ['http://shop.test/', 'local-name'],
    ['http://SHOP.TEST./', 'local-name'],
    ['http://wiki.corp.internal/', 'local-name'],
    ['http://router.lan/', 'local-name'],
    ['http://intranet/', 'local-name'],
    // Public names, including ones that merely contain a local word.
    ['https://www.example.com/', 'public'],
    ['https://example.com./', 'public'],
    ['https://local.example.com/', 'public'],
    ['https://localhost.example.com/', 'public'],
    ['https://test.example.com/', 'public'],
    ['https://shop.testing/', 'public'],
    ['https://127.0.0.1.nip.io/', 'public'],
    ['http://8.8.8.8/', 'public'],
    ['http://11.0.0.1/', 'public'],
    ['http://192.0.2.1/', 'public'],
  ])('%s → %s', (url, expected) => {
    expect(scopeOf(url)).toBe(expected);
  });

  it.each<[string, HostScope]>([
    ['[::ffff:c0a8:10a]', 'private'],
    ['[not:an:address::x]', 'public'],
    ['[1:2:3:4:5:6:7:8:9]', 'public'],
    ['[1::2::3]', 'public'],
    ['256.1.1.1', 'public'],
    [' Router.LAN ', 'local-name'],
  ])('host %j as written → %s', (host, expected) => {
    expect(hostScope(host)).toBe(expected);
  });
});
