import type { Area } from './core/context.ts';
import { auditsArea } from './audits/index.ts';
import { researchArea } from './research/index.ts';
import { monitoringArea } from './monitoring/index.ts';

/** Every area the emulator serves, in mount order. */
export function defaultAreas(): Area[] {
  return [auditsArea, researchArea, monitoringArea];
}
