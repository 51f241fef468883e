import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAs } from '../helpers/demoApp';
import {
  answerOf,
  captureRequests,
  demoServer,
  findCard,
  numberOf,
  plain,
  rowNamed,
  setupUser,
  tableOf,
} from './helpers';

const server = demoServer();
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

interface DrenStates {
  dren_id: number;
  dren_name: string;
  validated: number;
  pending: number;
  rejected: number;
}

/** The photo queue's URL, with the queue's own filters (src/validation/queueFilters.ts). */
const queue = (filter: Record<string, string | number>) =>
  `/validation?${new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]))}`;

/** The CSV files the app hands to the browser, as text. */
const captureDownloads = () => {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
};

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

test('photo progress by DREN: target photo, parts adding up, pending photos linking to the queue', async () => {
  const states = captureRequests(server, '/api/stats/get_students_by_dren_with_state');
  const totals = captureRequests(server, '/api/stats/get_students_by_dren');
  await renderAppAs('control', '/validationDashboard');
  const card = await findCard('Validation des photos par DREN');
  expect(states.calls()).toEqual([{ target: 'photo' }]);
  expect(totals.calls()).toEqual([{}]);
  const answer = await answerOf<DrenStates[]>('stats.studentsByDrenWithState', {
    target: 'photo',
  });
  const students = await answerOf<{ dren_id: number; total: number }[]>('stats.studentsByDren');
  const rows = await tableOf(card);
  expect(rows[0]).toEqual([
    'DREN',
    'Validés',
    'En attente',
    'Rejetés',
    'Photos',
    'Avancement',
    'Sans photo',
    'File de validation',
  ]);
  const dren = answer.find((item) => item.pending > 0)!;
  const cells = rowNamed(rows, dren.dren_name).map(plain);
  const photos = dren.validated + dren.pending + dren.rejected;
  expect(cells.slice(1, 5).map(numberOf)).toEqual([
    dren.validated,
    dren.pending,
    dren.rejected,
    photos,
  ]);
  const done = (100 * (dren.validated + dren.rejected)) / photos;
  expect(cells[5]).toBe(`${done.toFixed(1).replace('.', ',')} %`);
  const all = students.find((item) => item.dren_id === dren.dren_id)!.total;
  expect(numberOf(cells[6])).toBe(all - photos);
  const row = within(card).getByRole('link', { name: dren.dren_name }).closest('tr')!;
  expect(within(row).getByRole('link', { name: dren.dren_name })).toHaveAttribute(
    'href',
    // Read in « Tableau », the drill-down opens in « Tableau » too.
    `/validationDashboardBySchool?dren_id=${dren.dren_id}&view=table`,
  );
  expect(within(row).getByRole('link', { name: /^Valider \d+ photos?$/ })).toHaveAttribute(
    'href',
    queue({ target: 'photo', dren_id: dren.dren_id }),
  );

  const overall = screen.getByRole('region', { name: 'Avancement national' });
  const sum = answer.reduce((total, item) => total + item.pending, 0);
  const term = within(overall).getByText('En attente', { selector: 'dt' });
  expect(numberOf(term.parentElement!.querySelector('dd')!.textContent)).toBe(sum);
});

test('a DREN’s schools link their pending photos to the queue on that school; the CSV is what is shown', async () => {
  const files = captureDownloads();
  const calls = captureRequests(server, '/api/stats/get_students_by_school');
  await renderAppAs('admin', '/validationDashboardBySchool?dren_id=4');
  const card = await findCard('Photos par école');
  expect(calls.calls()).toEqual([{ dren_id: '4', target: 'photo' }]);
  const rows = await tableOf(card);
  const link = within(card).getAllByRole('link', { name: /^Valider \d+ photos?$/ })[0];
  const name = link.closest('tr')!.querySelector('td')!.textContent!;
  const schools = await answerOf<{ school_id: number; school_name: string }[]>(
    'stats.studentsBySchool',
    { dren_id: 4, target: 'photo' },
  );
  const school = schools.find((item) => item.school_name === name)!;
  expect(link).toHaveAttribute(
    'href',
    queue({ target: 'photo', dren_id: 4, school_id: school.school_id }),
  );

  await setupUser().click(within(card).getByRole('button', { name: 'Exporter CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  // Named after the DREN ('DREN Abidjan 4'), not its number.
  expect(files[0].name).toMatch(/^photos-par-ecole-dren-abidjan-4-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await textOf(files[0].blob))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"École";"Validés";"En attente";"Rejetés";"Photos";"Avancement";"Sans photo"',
  );
  // One line per row shown, in the order shown, plain numbers and a French decimal comma.
  const body = rows.slice(1, -1);
  expect(lines).toHaveLength(body.length + 1);
  const [first] = body;
  expect(lines[1]).toBe(
    [
      first[0],
      ...first.slice(1, 5).map(numberOf),
      first[5].replace(/\s*%$/, ''),
      numberOf(first[6]),
    ]
      .map((cell) => `"${cell}"`)
      .join(';'),
  );
});
