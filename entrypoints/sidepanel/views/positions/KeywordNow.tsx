import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import type {
  PositionsKeyword,
  PositionsReport,
} from '@/lib/messaging/protocol/monitoring/positions';
import { useLoad } from '@/components/useLoad';
import { usePanel } from '../../context';
import { StatusBadge } from '../StatusBadge';

/**
 * The keyword read on its own (retrieve keyword): the table may come from the panel's store a day
 * old, so the story says where the keyword is now and offers a reload when it moved or its status
 * changed meanwhile (another user of the account, the service's own web app).
 */
export function KeywordNow({
  keyword,
  report,
}: {
  keyword: PositionsKeyword;
  report: PositionsReport;
}) {
  const { t } = useT();
  const { reloadReport } = usePanel();
  const now = useLoad(
    `keyword:${keyword.id}`,
    () => send('monitoring.keywords.retrieve', { id: keyword.id }),
    "side panel: a keyword's status",
  );
  if (!now.data) return null;
  const group = report.groups.find((g) => g.id === now.data?.groupId);
  const changed = now.data.groupId !== keyword.groupId || now.data.status !== keyword.status;
  return (
    <p className="row sp-wrap small" data-testid="keyword-now">
      <span className="muted">{t('sidepanel.story.retrieved')}</span>
      <StatusBadge status={now.data.status} />
      <span>
        {group?.title ?? t('sidepanel.story.otherGroup', { id: String(now.data.groupId) })}
      </span>
      {changed && (
        <button type="button" className="sp-link sp-link-wrap" onClick={reloadReport}>
          {t('sidepanel.story.changedReload')}
        </button>
      )}
    </p>
  );
}
