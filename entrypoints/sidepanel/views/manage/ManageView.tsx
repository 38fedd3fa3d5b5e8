import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import { usePanel } from '../../context';
import { useLoad } from '@/components/useLoad';
import { AddKeywords } from './AddKeywords';
import { CampaignSection } from './CampaignSection';
import { DeletedKeywords } from './DeletedKeywords';
import { GroupsSection } from './GroupsSection';

/** Manage tab: the campaign, its groups, and its keywords — all through the service's operations. */
export function ManageView() {
  const { t } = useT();
  const { campaign, reloadReport } = usePanel();
  const groups = useLoad(
    campaign ? `groups:${campaign.id}` : null,
    () => send('monitoring.groups.list', { campaignId: campaign!.id }),
    "side panel: the campaign's groups",
  );
  if (!campaign) return null;
  const readonly = campaign.access === 'readonly';
  const changed = () => {
    groups.reload();
    reloadReport();
  };
  return (
    <div className="stack sp-manage">
      {readonly && (
        <div className="banner banner-info" role="note">
          <p>{t('sidepanel.readonlyNote')}</p>
        </div>
      )}
      <CampaignSection campaign={campaign} readonly={readonly} />
      <GroupsSection
        campaignId={campaign.id}
        groups={groups}
        readonly={readonly}
        onChanged={changed}
      />
      <AddKeywords groups={groups.data ?? []} readonly={readonly} onChanged={changed} />
      <DeletedKeywords
        campaignId={campaign.id}
        groups={groups.data ?? []}
        readonly={readonly}
        onChanged={changed}
      />
    </div>
  );
}
