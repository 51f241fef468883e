import { screen, waitFor } from '@testing-library/react';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { renderAppAs } from '../helpers/demoApp';
import { demoServer, captureRequests, listUrl, plain, setupUser } from './helpers';

const server = demoServer(2300);
const STUDENTS = '/api/student/get_students';

/** The files the app hands to the browser, as text, with their names. */
const downloads: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  downloads.length = 0;
  let last: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) downloads.push({ name: this.download, blob: last });
  });
});
afterEach(() => {
  clearDemoFaults();
  vi.restoreAllMocks();
});

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const openList = async (path: string) => {
  await renderAppAs('control', path);
  await waitFor(() => expect(document.querySelectorAll('main tbody tr')).toHaveLength(25));
  // The range groups thousands with a (narrow) space: « 1-25 sur 1 234 ».
  const range = screen.getByText(/^1-25 sur [\d\s]+$/).textContent!;
  return range.match(/sur ([\d\s]+)$/)![1].replace(/\s/g, '');
};

test('exports every page of the filtered, sorted set as a French CSV, with progress', async () => {
  const user = setupUser();
  const total = Number(
    await openList(`${listUrl({ student_hasPhoto: 'true' })}&sort=student_idNumber&order=DESC`),
  );
  expect(total).toBeGreaterThan(1000);
  expect(total).toBeLessThanOrEqual(2000);
  const requests = captureRequests(server, STUDENTS);
  setDemoFaults({ delayMs: 300, match: STUDENTS });

  await user.click(screen.getByLabelText('Exporter'));
  // A panel, not a modal: the list stays usable while the file is prepared.
  const panel = await screen.findByRole('region', { name: 'Export CSV des élèves' });
  const totalText = total.toLocaleString('fr-FR').replace(/\s/g, ' ');
  expect(plain(panel.textContent)).toMatch(new RegExp(`Export en cours… [\\d ]+ / ${totalText}`));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText('Aller à la page 2')).toBeEnabled();

  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(await screen.findByText(`Export terminé : ${totalText} élèves.`)).toBeInTheDocument();
  // Large pages: this whole set comes in one request.
  expect(requests.calls()).toEqual([
    {
      page: '1',
      perPage: '5000',
      sort: 'student_idNumber',
      order: 'DESC',
      student_hasPhoto: 'true',
    },
  ]);

  const [{ name, blob }] = downloads;
  expect(name).toMatch(/^eleves-avec-photo-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const bytes = await readBytes(blob);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(
    /^"Matricule";"UUID";"Nom";"Prénoms";"Sexe";"Date de naissance";"Classe";"École"/,
  );
  expect(lines).toHaveLength(total + 1);
  const matricules = lines.slice(1).map((line) => line.split(';')[0].replaceAll('"', ''));
  expect(matricules).toEqual([...matricules].sort().reverse());
  expect(new Set(matricules).size).toBe(total);
  const photoColumn = lines[0].split(';').indexOf('"Photo"');
  expect(lines.slice(1).every((line) => line.split(';')[photoColumn] === '"Oui"')).toBe(true);
});

test('"Annuler" stops the export: no more pages, no file', async () => {
  const user = setupUser();
  await openList('/student');
  const requests = captureRequests(server, STUDENTS);
  setDemoFaults({ delayMs: 1500, match: STUDENTS });

  await user.click(screen.getByLabelText('Exporter'));
  const panel = await screen.findByRole('region', { name: 'Export CSV des élèves' });
  expect(plain(panel.textContent)).toContain('Export en cours… 0 / 2 300');
  await user.click(screen.getByText('Annuler'));

  expect(await screen.findByText('Export annulé.')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Export CSV des élèves' })).toBeNull(),
  );
  await new Promise((resolve) => setTimeout(resolve, 1800));
  expect(requests.calls()).toHaveLength(1);
  expect(downloads).toHaveLength(0);
});
