import { connectionProtocol } from './connection';
import { auditsProtocol } from './audits';
import { profilesProtocol } from './profiles';
import { researchProtocol } from './research';
import { watchProtocol } from './watch';
import { pageWatchProtocol } from './page-watch';
import { serviceProtocol } from './service';
import { serpProtocol } from './serp';

/** The commands the background serves (lib/messaging/server.ts). */
export const workerProtocol = {
  ...connectionProtocol,
  ...auditsProtocol,
  ...profilesProtocol,
  ...researchProtocol,
  ...watchProtocol,
  ...pageWatchProtocol,
  ...serviceProtocol,
  ...serpProtocol,
};
