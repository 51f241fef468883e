import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadFile } from '../common/export/downloadFile';

/**
 * « Télécharger le contrat OpenAPI »: the OpenAPI 3.1 document of the calls listed here, built
 * from the same code on the click (the production build also serves it as /openapi.json).
 */
const OpenApiDownload = () => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { buildOpenApi } = await import('../resource/openapi');
      const document = await buildOpenApi(__APP_VERSION__);
      downloadFile(`${JSON.stringify(document, null, 2)}\n`, 'openapi.json', 'application/json');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={download}>
      Télécharger le contrat OpenAPI (openapi.json)
    </Button>
  );
};

export default OpenApiDownload;
