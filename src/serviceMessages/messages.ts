/** French labels of the service messages resource (resources.service-messages.*). */
export const messages = {
  name: 'Message de service |||| Messages de service',
  fields: {
    serviceMessage_title: 'Titre',
    serviceMessage_content: 'Contenu',
    serviceMessage_type: 'Type',
    serviceMessage_displayed: 'Affiché',
    serviceMessage_createdAt: 'Créé le',
    q: 'Rechercher',
  },
  empty: 'Aucun message de service pour le moment.',
  invite: 'Rédigez un message pour informer les utilisateurs.',
  message: {
    delete_title: 'Supprimer le message « %{recordRepresentation} » ?',
    delete_content: 'Le message sera supprimé définitivement et disparaîtra du bandeau.',
  },
};
