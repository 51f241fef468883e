// @vitest-environment node
import type { Student } from '../../src/api/types';
import { CSV_BOM, csvCell, toCsv } from '../../src/common/export/csv';
import { fetchAllPages } from '../../src/common/export/fetchAllPages';
import { STUDENT_CSV_COLUMNS, studentsToCsv } from '../../src/students/export/studentCsv';

describe('csvCell', () => {
  test('quotes every cell', () => {
    expect(csvCell('Kouassi Ahou')).toBe('"Kouassi Ahou"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  test('quotes a cell holding a semicolon, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Lycée; annexe')).toBe('"Lycée; annexe"');
    expect(csvCell('Lycée "Le Phare"')).toBe('"Lycée ""Le Phare"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  test('a comma stays inside its quoted cell: opened with a comma separator, no formula runs', () => {
    expect(csvCell('Abidjan, Cocody')).toBe('"Abidjan, Cocody"');
    expect(csvCell('Kone,=1+1')).toBe('"Kone,=1+1"');
  });

  test('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=SOMME(A1:A2)')).toBe(`"'=SOMME(A1:A2)"`);
    expect(csvCell('+225')).toBe(`"'+225"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
  });

  test('treats the full-width ＝ ＋ － ＠ like their ASCII forms', () => {
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell('＋225')).toBe(`"'＋225"`);
    expect(csvCell('－1')).toBe(`"'－1"`);
    expect(csvCell('＠cmd')).toBe(`"'＠cmd"`);
  });
});

describe('toCsv', () => {
  test('writes a BOM, a header line, semicolons and CRLF line ends', () => {
    const csv = toCsv(
      [
        { header: 'Nom', value: (row: { name: string; n: number }) => row.name },
        { header: 'N°', value: (row) => row.n },
      ],
      [
        { name: 'Koné; Awa', n: 1 },
        { name: 'Yao "Junior"', n: 2 },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Nom";"N°"\r\n"Koné; Awa";"1"\r\n"Yao ""Junior""";"2"\r\n');
  });
});

describe('studentsToCsv', () => {
  const student: Student = {
    student_idNumber: '12345678A',
    student_uuid: '0b6f2f4e-7d7a-4c1e-9b43-2b1f4f1e5a10',
    student_lastName: 'KOUASSI',
    student_firstName: 'Ahou Marie',
    student_gender: 'F',
    student_birthDate: '2012-03-05',
    student_class: '6ème',
    student_state: 'validated',
    student_hasPhoto: true,
    student_photoUuid: null,
    student_issues: [],
    student_updatedAt: '2025-10-01T08:30:00Z',
    school_id: 3,
    school_name: 'Lycée "Moderne"; Cocody',
    dren_id: 1,
    dren_name: 'DREN Abidjan 1',
  };

  test('has French headers and French values', () => {
    const [header, line] = studentsToCsv([student]).slice(1).split('\r\n');
    expect(header.split(';')).toEqual(STUDENT_CSV_COLUMNS.map((column) => `"${column.header}"`));
    expect(header).toContain(
      '"Matricule";"UUID";"Nom";"Prénoms";"Sexe";"Date de naissance";"Classe"',
    );
    expect(line).toContain(
      '"12345678A";"0b6f2f4e-7d7a-4c1e-9b43-2b1f4f1e5a10";"KOUASSI";"Ahou Marie";',
    );
    expect(line).toContain(
      '"Féminin";"05/03/2012";"6ème";"Lycée ""Moderne""; Cocody";"DREN Abidjan 1";',
    );
    expect(line).toContain('"Validé";"Oui";"0";');
  });
});

describe('fetchAllPages', () => {
  const pages = (total: number) => (page: number, perPage: number) =>
    Promise.resolve({
      data: Array.from(
        { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
        (_, index) => (page - 1) * perPage + index,
      ),
      total,
    });

  test('asks page after page until the total is reached, reporting progress', async () => {
    const asked: number[] = [];
    const progress: [number, number][] = [];
    const records = await fetchAllPages({
      perPage: 10,
      signal: new AbortController().signal,
      fetchPage: (page, perPage) => {
        asked.push(page);
        return pages(25)(page, perPage);
      },
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(records).toHaveLength(25);
    expect(records[24]).toBe(24);
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
  });

  test('stops when aborted', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const run = fetchAllPages({
      perPage: 10,
      signal: controller.signal,
      fetchPage: (page, perPage) => {
        asked.push(page);
        controller.abort();
        return pages(100)(page, perPage);
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toEqual([1]);
  });

  test('stops on an empty page even if the total said more', async () => {
    const records = await fetchAllPages({
      perPage: 10,
      signal: new AbortController().signal,
      fetchPage: (page) => Promise.resolve({ data: page === 1 ? [1, 2] : [], total: 50 }),
    });
    expect(records).toEqual([1, 2]);
  });
});
