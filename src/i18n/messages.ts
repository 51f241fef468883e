/** The app's own French messages, merged over ra-language-french. */
export const appMessages = {
  app: {
    name: 'Carte Scolaire — Administration',
    notFound: 'Cette page n’existe pas.',
    backHome: "Retour à l'accueil",
  },
};
