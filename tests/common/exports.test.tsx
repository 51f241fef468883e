import { screen, waitFor } from '@testing-library/react';
import { renderAppAs } from '../helpers/demoApp';
import { demoServer, plain, setupUser } from '../students/helpers';

demoServer(500);

/** The CSV files the app hands to the browser: name and text (BOM removed). */
const downloads: { name: string; text: Promise<string> }[] = [];
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
    if (!last) return;
    const blob = last;
    const text = new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
      reader.readAsText(blob);
    });
    downloads.push({ name: this.download, text });
  });
});
afterEach(() => vi.restoreAllMocks());

const totalShown = () =>
  Number(plain(screen.getByText(/^1-\d+ sur \d+$/).textContent).match(/sur (\d+)/)![1]);

test.each([
  [
    'agent',
    '/school',
    /^ecoles-\d{4}-\d{2}-\d{2}\.csv$/,
    'Code;Nom;Ville;Type;DREN;Élèves',
    'écoles',
  ],
  ['agent', '/dren', /^dren-\d{4}-\d{2}-\d{2}\.csv$/, 'Code;Nom;Ville;Écoles;Élèves', 'DREN'],
  [
    'admin',
    '/users',
    /^utilisateurs-\d{4}-\d{2}-\d{2}\.csv$/,
    'Identifiant;Nom complet;Adresse e-mail;Rôle principal',
    'utilisateurs',
  ],
] as const)('%s exports %s as a French CSV', async (account, path, name, header, noun) => {
  const user = setupUser();
  await renderAppAs(account, path);
  await waitFor(() => expect(screen.getByText(/^1-\d+ sur \d+$/)).toBeInTheDocument());
  const total = totalShown();
  await user.click(await screen.findByLabelText('Exporter'));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0].name).toMatch(name);
  const lines = (await downloads[0].text).trimEnd().split('\r\n');
  // Every cell is quoted (see common/export/csv.ts).
  const quotedHeader = header
    .split(';')
    .map((cell) => `"${cell}"`)
    .join(';');
  expect(lines[0].startsWith(quotedHeader)).toBe(true);
  expect(lines).toHaveLength(total + 1);
  const count = total.toLocaleString('fr-FR').replace(/\s/g, ' ');
  expect(
    await screen.findByText(`Export terminé : ${count} ${noun}.`, { normalizer: plain }),
  ).toBeInTheDocument();
});
