/** French name and field labels of the `dren` resource. */
export const drenMessages = {
  name: 'DREN |||| DREN',
  fields: {
    dren_code: 'Code',
    dren_name: 'Nom',
    dren_city: 'Ville',
    dren_schoolCount: 'Écoles',
    dren_studentCount: 'Élèves',
    dren_validatedCount: 'Élèves validés',
  },
};
