import { z } from 'zod/mini';

/**
 * The devices the service audits and tracks positions on (../shared/spec/audits.md `devices`,
 * ../shared/spec/monitoring.md group `devices`). The one definition: the client checks input
 * against it, the protocol and the stored preferences use its schema, pages list it.
 */
export const devices = ['desktop', 'mobile'] as const;
export type Device = (typeof devices)[number];

/* PURE: pages import `devices` without pulling zod into their bundles (zod is side-effect free). */
export const deviceSchema = /* @__PURE__ */ z.enum(devices);

export function isDevice(value: unknown): value is Device {
  return devices.some((d) => d === value);
}

/**
 * Display order of device names, which the monitoring tables may extend: the known devices in
 * their listed order (desktop first), then any other name alphabetically.
 */
export function compareDevices(a: string, b: string): number {
  const rank = (d: string) => {
    const i = devices.findIndex((known) => known === d);
    return i === -1 ? devices.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
