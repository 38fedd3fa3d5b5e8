import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './VirtualTable.css';

export interface VirtualColumn<T> {
  id: string;
  /** Header content; `label` is its accessible name when the header is an icon or abbreviation. */
  header: ReactNode;
  label?: string;
  /** A CSS grid track: `minmax(0, 1fr)`, `44px`, … */
  width: string;
  align?: 'start' | 'end' | 'center';
  /** Present when the column sorts; the value passed to `onSort`. */
  sortKey?: string;
  render: (row: T, index: number) => ReactNode;
}

interface Props<T> {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Fixed row height in px: fixed heights keep scrolling through thousands of rows cheap. */
  rowHeight: number;
  /** Accessible name of the grid. */
  label: string;
  sort?: { key: string; dir: 'asc' | 'desc' };
  onSort?: (key: string) => void;
  /** Enter or click on a row. */
  onActivate?: (row: T, index: number) => void;
  /** Space on a row (selection). */
  onToggle?: (row: T) => void;
  rowClassName?: (row: T) => string | undefined;
  /** Rows ticked for bulk actions (announced as selected). */
  isSelected?: (row: T) => boolean;
  /** Shown instead of rows when there are none. */
  empty?: ReactNode;
  /** Rows rendered beyond the viewport (tests and benchmarks may raise it). */
  overscan?: number;
  className?: string;
}

/**
 * A virtualised, keyboard-driven data grid (@tanstack/react-virtual): only the rows in view are in
 * the DOM. Focus stays on the grid and `aria-activedescendant` names the active row, so arrow
 * keys, Page Up/Down, Home/End, Enter and Space work over rows that do not exist yet.
 */
export function VirtualTable<T>({
  rows,
  columns,
  rowKey,
  rowHeight,
  label,
  sort,
  onSort,
  onActivate,
  onToggle,
  rowClassName,
  isSelected,
  empty,
  overscan = 8,
  className,
}: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const [active, setActive] = useState(0);
  const template = columns.map((c) => c.width).join(' ');
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });

  useEffect(() => {
    if (active >= rows.length) setActive(Math.max(0, rows.length - 1));
  }, [rows.length, active]);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, to));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0) return;
    const page = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1,
    );
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      PageDown: () => move(active + page),
      PageUp: () => move(active - page),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      Enter: () => rows[active] && onActivate?.(rows[active], active),
      ' ': () => rows[active] && onToggle?.(rows[active]),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const rowId = (index: number) => `${id}-row-${index}`;
  return (
    <div
      className={`vt ${className ?? ''}`}
      role="grid"
      aria-label={label}
      aria-multiselectable={isSelected ? true : undefined}
      aria-rowcount={rows.length + 1}
    >
      <div
        className="vt-head"
        role="row"
        aria-rowindex={1}
        style={{ gridTemplateColumns: template }}
      >
        {columns.map((c) => {
          const sorted = sort && c.sortKey === sort.key;
          const ariaSort = sorted
            ? sort.dir === 'asc'
              ? 'ascending'
              : 'descending'
            : c.sortKey
              ? 'none'
              : undefined;
          return (
            <div
              key={c.id}
              role="columnheader"
              aria-sort={ariaSort}
              className={`vt-cell vt-${c.align ?? 'start'}`}
            >
              {c.sortKey && onSort ? (
                <button
                  type="button"
                  className="vt-sort"
                  onClick={() => onSort(c.sortKey as string)}
                  aria-label={c.label}
                  title={c.label}
                >
                  {c.header}
                  <span aria-hidden="true" className="vt-arrow">
                    {sorted ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              ) : (
                <span title={c.label} aria-label={c.label}>
                  {c.header}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div
        ref={scrollRef}
        className="vt-body"
        tabIndex={0}
        role="rowgroup"
        aria-activedescendant={rows.length ? rowId(active) : undefined}
        onKeyDown={onKeyDown}
      >
        {rows.length === 0 ? (
          <div className="vt-empty">{empty}</div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              return (
                <div
                  key={rowKey(row)}
                  id={rowId(item.index)}
                  role="row"
                  aria-rowindex={item.index + 2}
                  aria-selected={isSelected ? isSelected(row) : undefined}
                  data-active={item.index === active || undefined}
                  className={`vt-row ${item.index === active ? 'vt-active' : ''} ${rowClassName?.(row) ?? ''}`}
                  style={{
                    gridTemplateColumns: template,
                    height: rowHeight,
                    transform: `translateY(${item.start}px)`,
                  }}
                  onClick={() => {
                    setActive(item.index);
                    onActivate?.(row, item.index);
                  }}
                >
                  {columns.map((c) => (
                    <div key={c.id} role="gridcell" className={`vt-cell vt-${c.align ?? 'start'}`}>
                      {c.render(row, item.index)}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
