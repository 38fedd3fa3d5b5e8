import { clickMark } from '@/lib/domain/click-mark';

/** The page, service title and launch input the ledger's tests send (one new request id each). */
export const PAGE = 'https://www.example.com/shoes/';
export const TITLE = `Stormlens — ${PAGE}`;
/** The service title of the click with this request id: the convention, then the click's mark. */
export const titleOf = (requestId: string) => `${TITLE} [${clickMark(requestId)}]`;
export const rid = () => crypto.randomUUID();
export const launchInput = (requestId = rid()) => ({
  requestId,
  url: PAGE,
  devices: ['desktop' as const, 'mobile' as const],
  types: ['lighthouse'],
});
