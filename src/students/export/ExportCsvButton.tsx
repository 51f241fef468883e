import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import ExportProgressDialog from './ExportProgressDialog';
import { useStudentExport } from './useStudentExport';

/** Exports the filtered students (all pages) as a CSV for French Excel. */
const ExportCsvButton = () => {
  const { total, isPending } = useListContext();
  const { state, start, cancel, close } = useStudentExport();
  return (
    <>
      <Button
        label="Exporter"
        onClick={() => void start()}
        disabled={isPending || !total || state.status === 'running'}
      >
        <DownloadIcon />
      </Button>
      <ExportProgressDialog state={state} onCancel={cancel} onClose={close} />
    </>
  );
};

export default ExportCsvButton;
