import { auditTitle, WATCH_AUDIT_LABEL } from '@/lib/domain/audit-title';
import { trackedAudits } from '@/lib/storage/audits';
import { scheduleClockOffset } from '../../e2e/schedule-clock';
import { launchAudit } from '../../audits/launch';
import { planCost } from '../../spending/cost';
import type { PagePort } from './schedule';

/** The schedule over the real service, the tracker and the browser's clock. */
export const servicePagePort: PagePort = {
  now: async () =>
    // Compile-time constant: store packages read the browser's clock only.
    import.meta.env.MODE === 'e2e'
      ? Date.now() + (await scheduleClockOffset.getValue())
      : Date.now(),
  perRun: (watch) => planCost(watch),
  // The exactly-once launch (audits.launch's own path): the id is the one stored in the claim.
  launch: (watch, requestId) =>
    launchAudit(
      {
        requestId,
        url: watch.url,
        devices: watch.devices,
        title: auditTitle(WATCH_AUDIT_LABEL, watch.url),
        ...(watch.profileId ? { profileId: watch.profileId } : { types: watch.types }),
      },
      'scheduled',
    ),
  tracked: async (parentId) => (await trackedAudits.getValue())[String(parentId)],
};
