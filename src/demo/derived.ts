import type { Photo, ValidationState } from '../api/types';
import type { DemoStudent } from './db';
import type { DemoStore } from './store';

/**
 * Writes that keep derived data consistent: the validated counts of schools and DRENs
 * follow the students' states, and a student's photos are found through a lasting index.
 */
export function setStudentState(
  store: DemoStore,
  student: DemoStudent,
  state: ValidationState,
  updatedAt: string,
): DemoStudent {
  const { students, schools, drens } = store.tables;
  const delta = Number(state === 'validated') - Number(student.student_state === 'validated');
  const next = students.update(student, { student_state: state, student_updatedAt: updatedAt });
  if (delta !== 0) {
    const school = schools.find(student.school_id);
    if (school) {
      schools.update(school, { school_validatedCount: school.school_validatedCount + delta });
    }
    const dren = drens.find(student.dren_id);
    if (dren) drens.update(dren, { dren_validatedCount: dren.dren_validatedCount + delta });
  }
  return next;
}

/** The photos of a student, newest first. */
export function photosOf(store: DemoStore, idNumber: string): Photo[] {
  const { photos } = store.tables;
  const ids = store
    .index('photosByStudent', () => {
      const byStudent = new Map<string, Photo[]>();
      for (const photo of photos.records) {
        const list = byStudent.get(photo.student_idNumber) ?? [];
        list.push(photo);
        byStudent.set(photo.student_idNumber, list);
      }
      const sorted = new Map<string, number[]>();
      for (const [student, list] of byStudent) {
        list.sort(
          (a, b) => b.photo_takenAt.localeCompare(a.photo_takenAt) || b.photo_id - a.photo_id,
        );
        sorted.set(
          student,
          list.map((photo) => photo.photo_id),
        );
      }
      return sorted;
    })
    .get(idNumber);
  return (ids ?? []).map((id) => photos.find(id)).filter((photo): photo is Photo => !!photo);
}

/**
 * The photo with this uuid: a lasting index of where each photo is (uuids never change,
 * photos are never removed), which spares building the photos' id index to find it.
 */
export function photoByUuid(store: DemoStore, uuid: string): Photo | undefined {
  const { photos } = store.tables;
  const at = store
    .index('photoByUuid', () => new Map(photos.records.map((p, index) => [p.photo_uuid, index])))
    .get(uuid);
  const photo = at === undefined ? undefined : photos.records[at];
  return photo?.photo_uuid === uuid ? photo : undefined;
}

/** The student with this uuid. */
export function studentByUuid(store: DemoStore, uuid: string): DemoStudent | undefined {
  const { students } = store.tables;
  const id = store
    .index(
      'studentByUuid',
      () => new Map(students.records.map((s) => [s.student_uuid, s.student_idNumber])),
    )
    .get(uuid);
  return id === undefined ? undefined : students.find(id);
}
