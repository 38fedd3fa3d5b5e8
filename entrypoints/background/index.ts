/**
 * The background: the only holder of the token and the only caller of the service. Wiring only:
 * every listener is registered synchronously here; the work lives in the area modules beside it.
 */
import { registerCore } from './core';
import { registerMonitoring } from './monitoring';
import { registerProfiles } from './profiles';
import { registerResearch } from './research';
import { registerWatch } from './watch';

export default defineBackground(() => {
  registerCore();
  registerMonitoring();
  registerProfiles();
  registerResearch();
  registerWatch();
});
