import './page-group.css';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '@/components/I18n';
import { BandScore } from '@/components/ScoreGauge';
import { StatusPill } from '@/components/StatusPill';
import type { AuditStatus } from '@/lib/domain/audit-status';
import { compareDevices, type Device } from '@/lib/domain/device';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { typeTitle } from '../useLaunchOptions';

/** What a page's summary row shows of each audit (a tracked child or a listed one). */
export interface PageAudit {
  id: number;
  auditType: string | null;
  device: Device | null;
  status: AuditStatus;
  score: number | null;
}

interface Props {
  /** The page's address ('' while not known). */
  page: string;
  audits: PageAudit[];
  descriptor: SettingsDescriptor | null;
  /** The page's full results, drawn only while it is open. */
  children: ReactNode;
}

/**
 * One page of a run of several: a summary row (the address, then each audit's score or status,
 * by type and device) that opens onto the page's results. Closed at first, so a run of 20 pages
 * is 20 rows, not 20 grids.
 */
export function PageGroup({ page, audits, descriptor, children }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const address = page || t('popup.run.noPage');
  const sorted = [...audits].sort(
    (a, b) =>
      (a.auditType ?? '').localeCompare(b.auditType ?? '') ||
      compareDevices(a.device ?? '', b.device ?? ''),
  );
  return (
    <section className="run-page page-group" aria-label={address} data-page={page}>
      <h3 className="page-group-head">
        <button
          type="button"
          className="page-group-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span className="run-page-url">{address}</span>
        </button>
      </h3>
      <ul className="page-scores" aria-label={t('popup.run.pageAudits', { page: address })}>
        {sorted.map((a) => {
          const name = `${typeTitle(a.auditType, descriptor)} · ${a.device ? t(`common.devices.${a.device}`) : '—'}`;
          return (
            <li key={a.id} data-audit-id={a.id} data-status={a.status} title={name}>
              <span className="visually-hidden">{name}: </span>
              {a.status === 'ready' ? (
                <BandScore score={a.score} />
              ) : (
                <StatusPill status={a.status} />
              )}
            </li>
          );
        })}
      </ul>
      <div id={bodyId} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
