/** A table's column headings, one row of `th` with the column scope, each styled by `className`. */
export function TableHead({ columns, className }: { columns: readonly string[]; className: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={className}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
