/** check-api follows no redirect: the login's body and the token go to `--url` only. */
export const NO_REDIRECT: RequestInit = { redirect: 'manual' };

export const isRedirect = (status: number) => status >= 300 && status < 400;

export const redirectRefused = (response: Response): string =>
  `redirection vers ${response.headers.get('location') ?? '(sans adresse)'} non suivie : les identifiants ne sont envoyés qu’à --url`;
