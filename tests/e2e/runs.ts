import { expect } from './fixtures';
import type { PopupPage } from './pages/popup';
import { serviceCall } from './service';

/*
 * Runs of many pages from the popup's side and the service's: launching one as a user does, and
 * reading back every child of it as any other client of the account would.
 */

/** A child audit as the service lists it (the score under either spelling the documents use). */
export type Listed = {
  id: number | string;
  url?: string;
  status: string;
  results_overall?: unknown;
  result_overall?: unknown;
}[];

/** The list's largest page (../shared/spec/audits.md §4). */
export const LIST_PAGE = 50;

/** Every child of a parent as the service lists it, read page by page as any client would. */
export async function listedChildren(
  emulator: { baseUrl: string },
  parentId: number,
): Promise<Listed> {
  const all: Listed = [];
  for (let page = 0; ; page++) {
    const batch = await serviceCall<Listed>(emulator, 'POST', 'audits/audit/list.json', {
      parent_id: parentId,
      pager: { items_per_page: LIST_PAGE, page },
    });
    all.push(...batch);
    if (batch.length < LIST_PAGE) return all;
  }
}

/** A listed child's score, rounded as the popup shows it. */
export const listedScore = (child: Listed[number]) =>
  String(Math.round(Number(child.results_overall ?? child.result_overall)));

/** Launch from the popup's form, confirming the spending dialog when the launch asks first. */
export async function launch(popup: PopupPage, tokens: number): Promise<number> {
  await expect(popup.launchButton).toHaveText(`Launch ${tokens} audits`);
  await popup.launchButton.click();
  if (tokens > 10) {
    await popup.dialog.getByRole('button', { name: `Launch for ${tokens} tokens` }).click();
  }
  await expect(popup.launchAnswer).toContainText(`Launched ${tokens} audits`);
  return Number(await popup.latest.getAttribute('data-parent-id'));
}
