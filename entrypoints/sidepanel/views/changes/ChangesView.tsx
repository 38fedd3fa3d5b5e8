import { ChangesList } from './ChangesList';
import { PageWatchesSection } from './PageWatchesSection';
import { QuietHours } from './QuietHours';
import { WatchesSection } from './WatchesSection';
import './watch.css';

/**
 * The Changes tab: what the daily checks found, the watches behind them and when to be
 * told. Works on any tab: changes and watches are not tied to the followed site.
 */
export function ChangesView() {
  return (
    <div className="stack sp-watch">
      <ChangesList />
      <WatchesSection />
      <PageWatchesSection />
      <QuietHours />
    </div>
  );
}
