import { test, expect } from './fixtures';
import { OptionsPage } from './pages/options';
import { SidePanel } from './pages/sidepanel';
import { received, type Received } from './received';

/*
 * A user's first day at the service's pace: a fresh profile, the address and token typed into
 * Options → Connection, "Test and save", then the side panel on a site whose domain has a
 * campaign. What reaches the service before the first position row is the campaign list and the
 * site's report, nothing else: no section of the options page the user never opened, no table of
 * a form the user has not opened, takes a request slot ahead of it. Counted from the emulator's
 * log (each request stamped when it arrived), not timed.
 */
const operation = (r: Received) => `${r.method} ${r.path.replace(/^\/api-v3\//, '')}`;
const arrivedBetween = (from: number, to: number) => (r: Received) =>
  Date.parse(r.time) >= from && Date.parse(r.time) <= to;

test(
  'first day: after Test and save, the side panel’s first row needs the campaign list and the report alone',
  { tag: '@real-pace-only' },
  async ({ extensionPage, sitePage, emulator }) => {
    const options = await OptionsPage.open(extensionPage, 'connection');
    const section = options.section('connection');
    await section.getByLabel(/Another address/).check();
    await section.getByLabel('Service address', { exact: true }).fill(emulator.baseUrl);
    await section.getByRole('button', { name: 'Use this address' }).click();
    await expect(section.getByText(/^Address saved/)).toBeVisible();
    const connectFrom = Date.now();
    await options.setToken('demo-token');
    await expect(options.statePill).toHaveAttribute('data-state', 'connected');

    const url = 'https://www.example.com/running-shoes/';
    await sitePage(url);
    const openedAt = Date.now();
    const page = await extensionPage(`sidepanel.html?tabUrl=${encodeURIComponent(url)}`);
    const panel = new SidePanel(page);
    await expect(panel.row('running shoes')).toBeVisible();
    const rowAt = Date.now();

    const log = await received(emulator);
    expect(log.filter(arrivedBetween(openedAt, rowAt)).map(operation)).toEqual([
      'POST monitoring/monitoring-campaign/get-list.json',
      'POST monitoring/monitoring-campaign/get-data.json',
    ]);
    // From the token's check to the row, nothing the hidden options sections would read.
    const sinceConnect = log.filter(arrivedBetween(connectFrom, rowAt)).map(operation);
    expect(sinceConnect.filter((op) => /profile|research|tables/.test(op))).toEqual([]);
  },
);
