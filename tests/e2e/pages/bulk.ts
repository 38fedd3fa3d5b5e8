import type { Locator } from '@playwright/test';

/**
 * The count line of a bulk call's results (components' BulkResults, `data-testid="bulk-results"`),
 * "1 done, 0 failed.", apart from its title and the failures listed under it.
 */
export const doneLine = (results: Locator): Locator => results.locator('p').first();
