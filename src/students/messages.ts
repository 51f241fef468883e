/** French name and field labels of the student resource (react-admin's `resources.student`). */
export const studentMessages = {
  name: 'Élève |||| Élèves',
  fields: {
    q: 'Rechercher',
    photo: 'Photo',
    student_idNumber: 'Matricule',
    student_uuid: 'UUID',
    student_lastName: 'Nom',
    student_firstName: 'Prénoms',
    student_gender: 'Sexe',
    student_birthDate: 'Date de naissance',
    student_class: 'Classe',
    student_state: 'État',
    student_hasPhoto: 'Photo',
    student_issues: 'Anomalies',
    student_updatedAt: 'Mis à jour le',
    school_id: 'École',
    school_name: 'École',
    dren_id: 'DREN',
    dren_name: 'DREN',
  },
};
