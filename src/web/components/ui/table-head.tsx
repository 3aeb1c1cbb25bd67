import { cx } from '../../lib/cx';

export interface TableColumn {
  label: string;
  className?: string;
  /** The header is read out but not shown (a column of buttons or links). */
  srOnly?: boolean;
}

const HEAD_CLASSES = 'border-line border-b text-2xs text-ink-muted uppercase tracking-wider';

/** A table's header row from its columns; a `false` column (shown only sometimes) is left out. */
export function TableHead({
  columns,
  className = HEAD_CLASSES,
  cellClassName,
}: {
  columns: ReadonlyArray<TableColumn | false>;
  className?: string;
  /** Classes every header cell shares (its padding), before the column's own. */
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map(
          (column) =>
            column && (
              <th key={column.label} scope="col" className={cx(cellClassName, column.className) || undefined}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
