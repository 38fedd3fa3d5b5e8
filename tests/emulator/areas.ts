import type { Area } from './core/context.ts';

/** Every area the emulator serves, in mount order. */
export function defaultAreas(): Area[] {
  return [];
}
