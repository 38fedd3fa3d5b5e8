/** The page, service title and launch input the ledger's tests send (one new request id each). */
export const PAGE = 'https://www.example.com/shoes/';
export const TITLE = `Stormlens — ${PAGE}`;
export const rid = () => crypto.randomUUID();
export const launchInput = (requestId = rid()) => ({
  requestId,
  url: PAGE,
  devices: ['desktop' as const, 'mobile' as const],
  types: ['lighthouse'],
});
