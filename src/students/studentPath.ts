/** The show page of a student, of a school, of a DREN. */
export const studentShowPath = (idNumber: string) =>
  `/student/${encodeURIComponent(idNumber)}/show`;
export const schoolShowPath = (schoolId: number) => `/school/${schoolId}/show`;
export const drenShowPath = (drenId: number) => `/dren/${drenId}/show`;
