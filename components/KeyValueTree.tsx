import { useState, type CSSProperties } from 'react';
import { useT } from './I18n';
import { ExternalLink } from './ExternalLink';

interface Props {
  value: unknown;
  /** Levels opened at first; deeper levels start collapsed. */
  openDepth?: number;
}

/** Past this many items a level shows the first ones and a "show all" button. */
const PAGE = 50;
/** Data this deep is shown as JSON text rather than more nesting. */
const MAX_DEPTH = 12;

const keyStyle: CSSProperties = {
  color: 'var(--text-muted)',
  fontFamily: 'var(--mono)',
  fontSize: 12,
};
const listStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: '0 0 0 14px',
  borderLeft: '1px solid var(--border)',
};

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

function Scalar({ value }: { value: unknown }) {
  const { number } = useT();
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (typeof value === 'boolean')
    return <span style={{ fontFamily: 'var(--mono)' }}>{String(value)}</span>;
  if (typeof value === 'number')
    return <span style={{ fontFamily: 'var(--mono)' }}>{number(value)}</span>;
  const text = String(value);
  if (/^https?:\/\/\S+$/.test(text)) return <ExternalLink url={text} />;
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>;
}

function Node({
  name,
  value,
  depth,
  openDepth,
  seen,
}: {
  name: string;
  value: unknown;
  depth: number;
  openDepth: number;
  seen: object[];
}) {
  const { t } = useT();
  if (!isContainer(value)) {
    return (
      <li style={{ padding: '1px 0' }}>
        <span style={keyStyle}>{name}</span>
        <span style={keyStyle}>: </span>
        <Scalar value={value} />
      </li>
    );
  }
  if (seen.includes(value) || depth > MAX_DEPTH) {
    return (
      <li>
        <span style={keyStyle}>{name}: </span>
        <span className="muted">…</span>
      </li>
    );
  }
  const size = Array.isArray(value) ? value.length : Object.keys(value).length;
  const summary = Array.isArray(value)
    ? t('popup.tree.items', { count: size })
    : t('popup.tree.fields', { count: size });
  return (
    <li style={{ padding: '1px 0' }}>
      <details open={depth < openDepth}>
        <summary style={{ cursor: 'pointer' }}>
          <span style={{ ...keyStyle, color: 'var(--text)', fontWeight: 600 }}>{name}</span>{' '}
          <span className="muted" style={{ fontSize: 12 }}>
            {summary}
          </span>
        </summary>
        <Children value={value} depth={depth + 1} openDepth={openDepth} seen={[...seen, value]} />
      </details>
    </li>
  );
}

function Children({
  value,
  depth,
  openDepth,
  seen,
}: {
  value: object;
  depth: number;
  openDepth: number;
  seen: object[];
}) {
  const { t } = useT();
  const [all, setAll] = useState(false);
  const pairs: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [`[${i}]`, v])
    : Object.entries(value);
  if (pairs.length === 0) {
    return (
      <p className="muted" style={{ margin: '0 0 0 14px', fontSize: 12 }}>
        {t('popup.tree.empty')}
      </p>
    );
  }
  const shown = all ? pairs : pairs.slice(0, PAGE);
  return (
    <ul style={listStyle}>
      {shown.map(([k, v]) => (
        <Node key={k} name={k} value={v} depth={depth} openDepth={openDepth} seen={seen} />
      ))}
      {shown.length < pairs.length && (
        <li>
          <button type="button" className="btn btn-ghost" onClick={() => setAll(true)}>
            {t('popup.tree.showAll', { count: pairs.length })}
          </button>
        </li>
      )}
    </ul>
  );
}

/**
 * Any JSON value as a readable, collapsible tree: how the full report shows `audit_data` shapes it
 * does not recognise. Never throws on odd input (cycles, depth, huge arrays are bounded).
 */
export function KeyValueTree({ value, openDepth = 2 }: Props) {
  if (!isContainer(value)) {
    return (
      <div>
        <Scalar value={value} />
      </div>
    );
  }
  return (
    <div className="kv-tree" style={{ fontSize: 13 }}>
      <Children value={value} depth={0} openDepth={openDepth} seen={[value]} />
    </div>
  );
}
