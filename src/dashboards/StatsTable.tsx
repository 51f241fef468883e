import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Column } from './columns';

interface StatsTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** A last row of totals, in bold. */
  footer?: T;
  /** Past it the table scrolls under its sticky header. */
  maxHeight?: number | 'none';
}

/** The numbers of a card as a table: the same rows and order as its chart. */
const StatsTable = <T,>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  maxHeight = 640,
}: StatsTableProps<T>) => (
  <TableContainer sx={{ maxHeight, overflow: 'auto' }}>
    <Table size="small" stickyHeader aria-label={caption}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column.header}
              align={column.numeric ? 'right' : 'left'}
              sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
            >
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} hover>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {footer && (
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 'bold' }}
              >
                {column.render(footer, true)}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  </TableContainer>
);

export default StatsTable;
