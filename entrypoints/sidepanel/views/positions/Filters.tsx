import { useT } from '@/components/I18n';
import { isEntityStatus, type EntityStatus } from '@/lib/domain/entity-status';
import { isDevice } from '@/lib/domain/device';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import { useSidepanelStore } from '@/lib/stores/sidepanel';

/** Search box and the group / device / status filters. */
export function Filters({ groups, devices }: { groups: GroupSummary[]; devices: string[] }) {
  const { t } = useT();
  const { search, groupId, device, status } = useSidepanelStore();
  const setFilter = useSidepanelStore((s) => s.setFilter);
  return (
    <div className="sp-filters">
      <label className="sp-search">
        <span className="visually-hidden">{t('sidepanel.filters.search')}</span>
        <input
          type="search"
          value={search}
          placeholder={t('sidepanel.filters.searchPlaceholder')}
          onChange={(e) => setFilter({ search: e.target.value })}
        />
      </label>
      <label className="sp-compact">
        <span className="visually-hidden">{t('sidepanel.filters.group')}</span>
        <select
          value={groupId ?? ''}
          onChange={(e) => setFilter({ groupId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('sidepanel.filters.allGroups')}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <label className="sp-compact">
        <span className="visually-hidden">{t('sidepanel.filters.device')}</span>
        <select
          value={device ?? ''}
          onChange={(e) => setFilter({ device: e.target.value || null })}
        >
          <option value="">{t('sidepanel.filters.allDevices')}</option>
          {devices.map((d) => (
            <option key={d} value={d}>
              {deviceName(t, d)}
            </option>
          ))}
        </select>
      </label>
      <label className="sp-compact">
        <span className="visually-hidden">{t('sidepanel.filters.status')}</span>
        <select
          value={status ?? ''}
          onChange={(e) => setFilter({ status: statusFilter(e.target.value) })}
        >
          <option value="">{t('sidepanel.filters.allStatuses')}</option>
          <option value="active">{t('common.status.active')}</option>
          <option value="stop">{t('common.status.stop')}</option>
        </select>
      </label>
    </div>
  );
}

/** The status filter's choice: a live status, or every one. */
function statusFilter(value: string): EntityStatus | null {
  return isEntityStatus(value) && value !== 'delete' ? value : null;
}

/** Known devices by their translated name; anything new from the devices table as sent. */
export function deviceName(t: ReturnType<typeof useT>['t'], device: string): string {
  return isDevice(device) ? t(`common.devices.${device}`) : device;
}
