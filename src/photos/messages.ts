/** French name and field labels of the `photos` resource (filters, sort menu, viewer). */
export const photoMessages = {
  name: 'Photo |||| Photos',
  fields: {
    q: 'Rechercher',
    photo_id: 'Identifiant',
    photo_uuid: 'UUID',
    photo_state: 'État',
    photo_takenAt: 'Prise le',
    photo_width: 'Largeur',
    photo_height: 'Hauteur',
    student_idNumber: 'Matricule',
    student_fullName: 'Élève',
    school_id: 'École',
    dren_id: 'DREN',
  },
};
