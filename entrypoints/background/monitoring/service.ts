import type { Priority } from '@/lib/api/limiter';
import { getApi } from '../api';
import type { MonitoringPort } from './port';

/**
 * The monitoring part of the real client. `later`: calls that fill in behind what the user is
 * looking at (lib/api/limiter.ts). The client itself is memoised by getApi.
 */
export async function servicePort(priority: Priority = 'now'): Promise<MonitoringPort> {
  return (await getApi(priority)).monitoring;
}
