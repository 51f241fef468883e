import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { downloadFile } from '../common/export/downloadFile';
import { toCsv } from '../common/export/csv';
import type { Column } from './columns';

interface CsvButtonProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** File name without extension; the day is appended. */
  fileName: string;
}

/** 'Exporter CSV': the rows shown, in the order shown, as French Excel opens them. */
const CsvButton = <T,>({ columns, rows, fileName }: CsvButtonProps<T>) => (
  <Button
    size="small"
    variant="outlined"
    startIcon={<DownloadIcon />}
    sx={{ textTransform: 'none' }}
    disabled={rows.length === 0}
    onClick={() => {
      const exported = columns.flatMap(({ header, csv }) => (csv ? [{ header, value: csv }] : []));
      const day = new Date().toISOString().slice(0, 10);
      downloadFile(toCsv(exported, rows), `${fileName}-${day}.csv`, 'text/csv;charset=utf-8');
    }}
  >
    Exporter CSV
  </Button>
);

export default CsvButton;
