import { useT } from '@/components/I18n';
import { isDevice, type Device } from '@/lib/domain/device';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import { deviceName } from '../positions/Filters';

export interface OverviewScopeValue {
  /** Null: every device (the service's default). */
  device: Device | null;
  /** Null: every engine (the service's default, 0). */
  engine: number | null;
}

/**
 * Which devices and engine the overview counts (`device`, `engine` of overview data): the ones
 * the campaign's groups track, so every choice has data behind it.
 */
export function OverviewScope({
  value,
  onChange,
  groups,
}: {
  value: OverviewScopeValue;
  onChange: (value: OverviewScopeValue) => void;
  groups: GroupSummary[];
}) {
  const { t } = useT();
  const devices = [...new Set(groups.flatMap((g) => g.devices))].filter(isDevice).sort();
  const engines = [
    ...new Map(groups.map((g) => [g.engine, g.engineName ?? `#${g.engine}`])).entries(),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <div className="row sp-wrap" role="group" aria-label={t('sidepanel.overview.scope')}>
      <label className="field sp-compact">
        {t('sidepanel.overview.device')}
        <select
          value={value.device ?? ''}
          onChange={(e) =>
            onChange({ ...value, device: isDevice(e.target.value) ? e.target.value : null })
          }
        >
          <option value="">{t('sidepanel.overview.allDevices')}</option>
          {devices.map((d) => (
            <option key={d} value={d}>
              {deviceName(t, d)}
            </option>
          ))}
        </select>
      </label>
      <label className="field sp-compact">
        {t('sidepanel.overview.engine')}
        <select
          value={value.engine ?? ''}
          onChange={(e) =>
            onChange({ ...value, engine: e.target.value ? Number(e.target.value) : null })
          }
        >
          <option value="">{t('sidepanel.overview.allEngines')}</option>
          {engines.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
