import type { StudentCounts } from '../../src/dashboards/StudentStateFilter';
import { renderAppAs } from '../helpers/demoApp';
import { answerOf, demoServer, findCard, numberOf, rowNamed, tableOf } from './helpers';

const server = demoServer();
afterEach(() => server.resetHandlers());

const DREN_ID = 2;

/** The DSPS's classes and, for each, the place's counts as the API answers them. */
const expectedRows = async (place: { dren_id: number } | { school_id: number }) => {
  const { classes } = await answerOf<{ classes: string[] }>('config.dsps');
  const counts = await Promise.all(
    classes.map((student_class) =>
      answerOf<StudentCounts>('student.getStudentStats', { ...place, student_class }),
    ),
  );
  return classes.map((name, index) => ({ name, ...counts[index] })).filter((row) => row.total > 0);
};

/** The DREN's first school (GET /api/stats/get_students_by_school). */
const firstSchool = async () => {
  const [school] = await answerOf<{ school_id: number }[]>('stats.studentsBySchool', {
    dren_id: DREN_ID,
    target: 'data',
  });
  return school.school_id;
};

for (const what of ['DREN', 'school'] as const) {
  test(`a ${what}: its students by class and by state, as the description promises`, async () => {
    await renderAppAs(
      'control',
      what === 'DREN' ? `/statsDashboardStudents?dren_id=${DREN_ID}` : '/',
    );
    let place: { dren_id: number } | { school_id: number } = { dren_id: DREN_ID };
    if (what === 'school') {
      place = { school_id: await firstSchool() };
      window.history.pushState(null, '', `/statsDashboardStudents?school_id=${place.school_id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
    const expected = await expectedRows(place);
    expect(expected.length).toBeGreaterThan(1);
    const card = await findCard('Élèves par classe et par état');
    const rows = await tableOf(card);
    expect(rows[0].slice(0, 5)).toEqual(['Classe', 'Validés', 'En attente', 'Rejetés', 'Élèves']);
    for (const row of expected) {
      expect(rowNamed(rows, row.name).slice(1, 5).map(numberOf)).toEqual([
        row.validated,
        row.pending,
        row.rejected,
        row.total,
      ]);
    }
    // Only the classes with students, and nothing else but the total row.
    expect(rows.slice(1).filter((cells) => cells[0] !== 'Total')).toHaveLength(expected.length);
  });
}
