/** French labels of the users resource, as react-admin reads them (resources.users.*). */
export const messages = {
  name: 'Utilisateur |||| Utilisateurs',
  fields: {
    login_name: 'Identifiant',
    login_fullName: 'Nom complet',
    login_email: 'Adresse e-mail',
    login_role: 'Rôle principal',
    login_additionalRoles: 'Rôles supplémentaires',
    login_createdAt: 'Créé le',
    login_password: 'Mot de passe',
    login_passwordConfirm: 'Confirmation du mot de passe',
    q: 'Rechercher',
  },
  empty: 'Aucun compte utilisateur pour le moment.',
  invite: 'Créez le premier compte.',
  message: {
    delete_title: 'Supprimer le compte « %{recordRepresentation} » ?',
    delete_content:
      'Le compte sera supprimé définitivement : cette personne ne pourra plus se connecter.',
  },
};
