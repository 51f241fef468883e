import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allEndpointNames, endpointOf } from '../../src/api/endpointRegistry';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { blobText, captureDownloads } from '../helpers/downloads';
// The /dev page loaded with the file, not in the first test's wait: its call usage is scanned
// from src when first imported (about 10 s on a loaded 2-core machine).
import '../../src/dev/DevPage';

setupDemoServer(200);

test('/dev offers the OpenAPI contract for download: every call, with its roles', async () => {
  const files = captureDownloads();
  await renderAppAs('dev', '/dev');
  await userEvent
    .setup()
    .click(
      await screen.findByRole('button', { name: 'Télécharger le contrat OpenAPI (openapi.json)' }),
    );
  await waitFor(() => expect(files).toHaveLength(1));
  expect(files[0].name).toBe('openapi.json');
  const document = JSON.parse(await blobText(files[0].blob)) as {
    openapi: string;
    info: { version: string };
    paths: Record<string, Record<string, { operationId: string; 'x-roles': string[] }>>;
  };
  expect(document.openapi).toBe('3.1.0');
  expect(document.info.version).toBe('1.3.4');
  const ids = Object.values(document.paths).flatMap((byMethod) =>
    Object.values(byMethod).map((operation) => operation.operationId),
  );
  expect(ids.sort()).toEqual(allEndpointNames().sort());
  const { path } = endpointOf('photo.list');
  expect(document.paths[path].get['x-roles']).toEqual(['admin', 'control']);
});
