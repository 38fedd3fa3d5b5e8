/**
 * The background: the only holder of the token and the only caller of the service. Wiring only:
 * every listener is registered synchronously here, so an event that woke the worker finds it;
 * the work lives in the area modules beside it.
 */
import { registerAudits } from './audits';
import { registerBadge } from './toolbar/badge';
import { registerConnection } from './connection';
import { registerMenus } from './menus';
import { registerNotifications } from './notifications/notify';
import { registerOnce } from './once';
import { registerTracker } from './tracker';
import { registerE2eCommands } from './e2e/commands';
import { registerE2eDoor } from './e2e/door';
import { registerMonitoring } from './monitoring';
import { registerProfiles } from './profiles';
import { registerResearch } from './research';
import { registerSerp } from './serp';
import { registerWatch } from './watch';

export default defineBackground(() => {
  registerConnection();
  registerAudits();
  registerTracker();
  registerBadge();
  registerNotifications();
  registerMenus();
  // The token-spending requests a stopped worker left pending are taken up from here.
  registerOnce();
  registerMonitoring();
  registerProfiles();
  registerResearch();
  registerWatch();
  registerSerp();
  // Compile-time constants: the door is tree-shaken out of every build but Firefox e2e.
  if (import.meta.env.MODE === 'e2e' && import.meta.env.FIREFOX) registerE2eDoor();
  if (import.meta.env.MODE === 'e2e') registerE2eCommands();
});
