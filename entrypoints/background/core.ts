import { registerAudits } from './audits';
import { registerBadge } from './badge';
import { registerConnection } from './connection';
import { registerMenus } from './menus';
import { registerNotifications } from './notify';
import { registerOnce } from './once';
import { registerTracker } from './tracker';

/**
 * The background's own areas: connection, audits, the tracker, badge, notifications, menus and
 * commands, and the token-spending requests a stopped worker left pending. Every listener is
 * registered synchronously, so an event that woke the worker finds it.
 */
export function registerCore(): void {
  registerConnection();
  registerAudits();
  registerTracker();
  registerBadge();
  registerNotifications();
  registerMenus();
  registerOnce();
}
