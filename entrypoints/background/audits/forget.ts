import { auditHistory, type UrlHistory } from '@/lib/storage/audits';
import { updateResults, updateTracked } from '../tracker/store';
import { unfileRuns } from './run-index';

/**
 * Forget runs (by parent id) and audits (by id) the service no longer has, everywhere Stormlens
 * keeps them: the tracker, the latest results, each page's history and the index of runs by page.
 * `elsewhere`: deleted outside Stormlens (the service answered not-found, or the index's re-check
 * no longer found them listed); each page's history then counts the runs it lost, so the popup
 * can say why they left. Deleted by Stormlens itself: the user saw it happen, nothing to say.
 */
export async function forgetAudits(ids: number[], elsewhere: boolean): Promise<void> {
  const gone = new Set(ids);
  if (gone.size === 0) return;
  await updateTracked((records) => {
    for (const id of gone) delete records[String(id)];
    for (const record of Object.values(records)) {
      record.children = record.children.filter((c) => !gone.has(c.id));
    }
  });
  await updateResults((results) => {
    for (const [key, entry] of Object.entries(results)) {
      if (gone.has(entry.parentId)) delete results[key];
      else entry.children = entry.children.filter((c) => !gone.has(c.id));
    }
  });
  await auditHistory.update((history) =>
    Object.fromEntries(
      Object.entries(history).map(([key, entry]) => [key, withoutRuns(entry, gone, elsewhere)]),
    ),
  );
  await unfileRuns(gone);
}

function withoutRuns(entry: UrlHistory, gone: Set<number>, elsewhere: boolean): UrlHistory {
  const runs = entry.runs
    .filter((run) => !gone.has(run.parent.id))
    .map((run) => ({ ...run, children: run.children.filter((c) => !gone.has(c.id)) }));
  const lost = entry.runs.length - runs.length;
  if (!elsewhere || lost === 0) return { ...entry, runs };
  return { ...entry, runs, deletedElsewhere: (entry.deletedElsewhere ?? 0) + lost };
}
