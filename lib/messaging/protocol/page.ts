import { monitoringProtocol } from './monitoring';
import { campaignsProtocol } from './campaigns';

/**
 * The commands a page serves itself (lib/messaging/local.ts): the monitoring read model, which
 * asks the background only for the service calls it needs (`service.monitoring`). Exactly the
 * `monitoring.*` area (`pageArea`, ../define.ts), so `send` routes a command by its name without
 * loading a schema.
 */
export const pageProtocol = { ...monitoringProtocol, ...campaignsProtocol };
