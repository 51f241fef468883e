// @vitest-environment node
import { exportFileName, filterWords } from '../../src/common/export/exportFileName';

const names: Record<string, Record<string, string>> = {
  dren: { '7': 'DREN Dimbokro' },
  school: { '12': 'Lycée Moderne d’Abengourou' },
};
const nameOf = async (resource: string, id: unknown) => names[resource]?.[String(id)];

test('a CSV export is named after its list, its filters and the day', async () => {
  const day = '2026-11-28';
  expect(exportFileName('eleves', await filterWords({ dren_id: 7 }, nameOf), day)).toBe(
    'eleves-dren-dimbokro-2026-11-28.csv',
  );
  expect(
    exportFileName(
      'eleves',
      await filterWords(
        { school_id: 12, student_state: 'pending', student_hasPhoto: 'false', q: 'Koné' },
        nameOf,
      ),
      day,
    ),
  ).toBe('eleves-lycee-moderne-d-abengourou-en-attente-sans-photo-kone-2026-11-28.csv');
  expect(exportFileName('eleves', await filterWords({}, nameOf), day)).toBe(
    'eleves-2026-11-28.csv',
  );
  // A name that cannot be read leaves its part out; a very long search is cut.
  expect(exportFileName('eleves', await filterWords({ dren_id: 99 }, nameOf), day)).toBe(
    'eleves-2026-11-28.csv',
  );
  expect(exportFileName('eleves', ['a'.repeat(200)], day)).toBe(
    `eleves-${'a'.repeat(80)}-2026-11-28.csv`,
  );
});
