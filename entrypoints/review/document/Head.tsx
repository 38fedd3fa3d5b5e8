/** A column's heading; `num` right-aligns it over figures. */
export type Column = string | { label: string; num: true };

export const num = (label: string): Column => ({ label, num: true });

/**
 * A table's one header row. Every table of the review has one (in print it repeats on each page,
 * print.css), so each is written the same way.
 */
export function Head({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          typeof c === 'string' ? (
            <th key={i} scope="col">
              {c}
            </th>
          ) : (
            <th key={i} scope="col" className="rv-num">
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
