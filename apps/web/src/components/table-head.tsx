/** A column of a table's head: `className` places it (right-aligned figures, hidden on a phone). */
export interface Column {
  label: string;
  className?: string;
  /** A label for screen readers only, e.g. over a column of buttons. */
  labelHidden?: boolean;
}

const headClass = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase";

/** The head row of the app's data tables; `className` adds to every header (wider padding on wide screens). */
export function TableHead({ columns, className = "" }: { columns: (string | Column)[]; className?: string }) {
  return (
    <thead className="border-b border-ink-200 bg-ink-50">
      <tr>
        {columns.map((column) => {
          const {
            label,
            className: placed = "",
            labelHidden,
          } = typeof column === "string" ? { label: column } : column;
          return (
            <th key={label} scope="col" className={`${headClass} ${className} ${placed}`}>
              {labelHidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
