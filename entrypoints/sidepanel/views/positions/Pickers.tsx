import { useT } from '@/components/I18n';
import { detailTypes, type DetailType } from '@/lib/domain/detail-type';
import { deviceName } from './Filters';

/** One device of several, as a segmented radio group (hidden when there is only one). */
export function DeviceSwitch({
  devices,
  value,
  onChange,
  name,
  label,
}: {
  devices: string[];
  value: string;
  onChange: (device: string) => void;
  /** The radio group's name, unique on the page. */
  name: string;
  label?: string;
}) {
  const { t } = useT();
  if (devices.length < 2) return null;
  return (
    <div
      className="sp-segmented"
      role="radiogroup"
      aria-label={label ?? t('sidepanel.filters.device')}
    >
      {devices.map((d) => (
        <label key={d} className={value === d ? 'on' : ''}>
          <input type="radio" name={name} checked={value === d} onChange={() => onChange(d)} />
          {deviceName(t, d)}
        </label>
      ))}
    </div>
  );
}

/** Which keyword details to read: top 50, heatmap or competitors. */
export function DetailTypeSelect({
  value,
  onChange,
}: {
  value: DetailType;
  onChange: (type: DetailType) => void;
}) {
  const { t } = useT();
  return (
    <label className="sp-compact">
      <span className="visually-hidden">{t('sidepanel.details.type')}</span>
      <select
        value={value}
        onChange={(e) => onChange(detailTypes.find((x) => x === e.target.value) ?? 'top50')}
      >
        {detailTypes.map((x) => (
          <option key={x} value={x}>
            {t(`sidepanel.details.types.${x}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
