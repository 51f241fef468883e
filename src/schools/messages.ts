/** French name and field labels of the `school` resource. */
export const schoolMessages = {
  name: 'École |||| Écoles',
  fields: {
    school_code: 'Code',
    school_name: 'Nom',
    school_city: 'Ville',
    school_type: 'Type',
    dren_id: 'DREN',
    dren_name: 'DREN',
    school_studentCount: 'Élèves',
    school_validatedCount: 'Élèves validés',
    school_issueCount: 'À corriger',
  },
};
