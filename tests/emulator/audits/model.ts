import type { AuditType } from '../core/accounts.ts';

export type Device = 'desktop' | 'mobile';
export const DEVICES: readonly Device[] = ['desktop', 'mobile'];
export type AuditStatus = 'wait' | 'inprogress' | 'ready' | 'error';

/** Settings of one audit type: parameter name → value (validated against the descriptor). */
export type TypeSettings = Record<string, unknown>;
/** Settings keyed by audit type, as in `audits_settings` and profiles. */
export type SettingsByType = Partial<Record<AuditType, TypeSettings>>;

export interface KeywordOptions {
  engine: number;
  country: number;
  location: string;
}

/**
 * One stored audit. Status is never stored: it is derived from `runStartedAt` and the configured
 * duration (see lifecycle.ts), so it survives restarts and follows `POST /__emulator/clock`.
 */
export interface AuditRecord {
  id: number;
  uid: number;
  /** 0 for a parent. */
  parentId: number;
  title: string;
  /** Group type: `advanced` for URL audits, `keyword` for keyword audits. */
  type: 'advanced' | 'keyword';
  /** Children only. */
  url: string | null;
  device: Device | null;
  auditType: AuditType | null;
  /** A child's settings for its type; a parent's: devices, types and (keyword audits) keyword. */
  settings: Record<string, unknown>;
  keyword: string | null;
  keywordOptions: KeywordOptions | null;
  /** Emulator ms. */
  createdAt: number;
  /** When the current run started (create, or the last refresh). */
  runStartedAt: number;
  /** Run counter: refreshes produce a slightly different score (history shows a trend). */
  run: number;
  /** 0..1: where in the audit duration this child finishes, so siblings do not all finish at once. */
  stagger: number;
  /** Points added to this child's score (`POST /__emulator/score`): a page that got worse. */
  scoreShift?: number;
}

/** A page's scores from now on (`POST /__emulator/score`): runs created later get `points`. */
export interface ScoreShift {
  urlContains: string;
  points: number;
}

export interface ProfileRecord {
  id: number;
  uid: number;
  title: string;
  settings: SettingsByType;
}

export interface AuditsState {
  audits: AuditRecord[];
  profiles: ProfileRecord[];
  /** Absent in states saved before score shifts existed. */
  scoreShifts?: ScoreShift[];
}
