import { isObj } from '@/lib/domain/plain-object';
import { callKind, portResources } from '@/lib/monitoring/port';
import type { WorkerCommand } from './protocol';
import { mayRepeat, repeatOf, type Repeat } from './repeat';

/** What sending `name` with `input` again may do (a service call is as its method). */
export function repeatOfSend(name: WorkerCommand, input: unknown): Repeat {
  if (name !== 'service.monitoring') return repeatOf[name];
  const resource = isObj(input) ? portResources.find((r) => r === input.resource) : undefined;
  const method = isObj(input) ? input.method : undefined;
  return (resource && typeof method === 'string' && callKind(resource, method)) || 'write';
}

/** Whether a command whose first send failed in transport with `error` may be sent again. */
export function maySendAgain(name: WorkerCommand, input: unknown, error: unknown): boolean {
  return mayRepeat(repeatOfSend(name, input), error);
}
