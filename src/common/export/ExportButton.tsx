import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { useExportState } from './exportStore';
import { useListExport, type ListExportOptions } from './useListExport';

/** 'Exporter': the list's filtered records (all pages) as a CSV for French Excel. */
const ExportButton = <T,>(options: ListExportOptions<T>) => {
  const { total, isPending } = useListContext();
  const running = useExportState().status === 'running';
  const start = useListExport(options);
  return (
    <Button label="Exporter" onClick={() => void start()} disabled={isPending || !total || running}>
      <DownloadIcon />
    </Button>
  );
};

export default ExportButton;
