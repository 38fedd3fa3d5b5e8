import { elementScroll, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './VirtualTable.css';
import type { SortOrder } from '@/lib/domain/list-order';

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
  sort?: { key: string; dir: SortOrder };
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
  className?: string;
}

/**
 * A virtualised, keyboard-driven data grid (@tanstack/react-virtual): only the rows in view are in
 * the DOM. Focus stays on the grid and `aria-activedescendant` names the active row, so arrow
 * keys, Page Up/Down, Home/End, Enter and Space work over rows that do not exist yet.
 *
 * The scrolling element IS the grid (the header row sticks to its top): `aria-activedescendant`
 * is only allowed on a composite role such as grid, not on a rowgroup, and a scrolling region
 * must itself take focus for keyboard users.
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
  className,
}: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const [active, setActive] = useState(0);
  // The sticky header sits above the rows inside the scroller: rows start below it, and a row
  // scrolled into view must not end up hidden under it. Rows are placed by index alone (below), so
  // the header's height only steers scrolling: measured once laid out, like the grid's size.
  const [headHeight, setHeadHeight] = useState(32);
  const template = columns.map((c) => c.width).join(' ');
  useEffect(() => afterLayout(headRef.current, (head) => setHeadHeight(head.offsetHeight)), []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // Rows rendered beyond the viewport: a key press or a short scroll finds them already there.
    overscan: 8,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    // The first frame's rows, before the grid is measured: never taller than its window.
    initialRect: { width: 0, height: window.innerHeight },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollPlacedGrid,
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
    // Keys on the header's sort buttons (inside the grid) are theirs, not the rows'.
    if (e.target !== e.currentTarget || rows.length === 0) return;
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
    <div className={`vt ${className ?? ''}`}>
      <div
        ref={scrollRef}
        className="vt-body"
        role="grid"
        aria-label={label}
        aria-multiselectable={isSelected ? true : undefined}
        aria-rowcount={rows.length + 1}
        tabIndex={0}
        aria-activedescendant={rows.length ? rowId(active) : undefined}
        onKeyDown={onKeyDown}
      >
        <div
          ref={headRef}
          className="vt-head"
          role="row"
          aria-rowindex={1}
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((c) => (
            <HeaderCell key={c.id} column={c} sort={sort} onSort={onSort} />
          ))}
        </div>
        {rows.length === 0 ? (
          <div className="vt-empty">{empty}</div>
        ) : (
          <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
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
                    transform: `translateY(${item.index * rowHeight}px)`,
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

/**
 * Calls `measure` whenever `element`'s size changes, from a ResizeObserver, whose reports come
 * after layout: reading sizes during React's commit forced a layout there, and the re-render that
 * followed ran before the first frame could paint (measured on the side panel's first row, whose
 * budget is 150 ms).
 * Returns the cleanup. Without ResizeObserver, `measure` runs once, now.
 */
function afterLayout<E extends Element>(
  element: E | null,
  measure: (element: E) => void,
): (() => void) | undefined {
  if (!element) return;
  if (typeof ResizeObserver === 'undefined') {
    measure(element);
    return;
  }
  const observer = new ResizeObserver(() => measure(element));
  observer.observe(element);
  return () => observer.disconnect();
}

/** The grid's size for the virtualizer, as @tanstack/virtual-core reads it, but after layout. */
const observeRectAfterLayout: typeof observeElementRect = (instance, report) => {
  if (typeof ResizeObserver === 'undefined') return observeElementRect(instance, report);
  return afterLayout(instance.scrollElement, (grid) =>
    report({ width: grid.clientWidth, height: grid.clientHeight }),
  );
};

/** Grids the virtualizer has placed at least once. */
const placed = new WeakSet<Element>();

/**
 * Scrolls the grid as @tanstack/virtual-core does, except its first call for a new grid: that
 * only asks the grid to stand at the top, where a new element stands, and scrolling forced a
 * layout inside React's commit, before the first frame and delayed it.
 */
const scrollPlacedGrid: typeof elementScroll = (offset, options, instance) => {
  const grid = instance.scrollElement;
  const first = grid instanceof Element && !placed.has(grid);
  if (grid instanceof Element) placed.add(grid);
  if (first && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};

/**
 * A column header. A short header ("Desk", "Δ") keeps its visible text in the accessible name and
 * adds the long `label` after it, hidden from view: a voice user can say what they see, a screen
 * reader hears the full meaning (an aria-label would replace the visible text instead).
 */
function HeaderCell<T>({
  column: c,
  sort,
  onSort,
}: {
  column: VirtualColumn<T>;
  sort?: { key: string; dir: SortOrder };
  onSort?: (key: string) => void;
}) {
  const sortKey = c.sortKey;
  const sorted = sort && sortKey === sort.key;
  const ariaSort = sorted
    ? sort.dir === 'asc'
      ? 'ascending'
      : 'descending'
    : sortKey
      ? 'none'
      : undefined;
  const content = (
    <>
      {c.header}
      {c.label && <span className="visually-hidden">{` (${c.label})`}</span>}
    </>
  );
  return (
    <div role="columnheader" aria-sort={ariaSort} className={`vt-cell vt-${c.align ?? 'start'}`}>
      {sortKey && onSort ? (
        <button type="button" className="vt-sort" onClick={() => onSort(sortKey)} title={c.label}>
          {content}
          <span aria-hidden="true" className="vt-arrow">
            {sorted ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
          </span>
        </button>
      ) : (
        <span title={c.label}>{content}</span>
      )}
    </div>
  );
}
