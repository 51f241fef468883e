import { logout } from '../auth/session';
import { safeNextPath } from './nextPath';
import { useConnectedUser } from './useConnectedUser';

/**
 * /login while a session is open in this browser (this tab or another): one user per
 * browser, so it says who is connected and offers to log out before another login.
 */
const OpenSessionNotice = ({ token }: { token: string }) => {
  const name = useConnectedUser(token);
  const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
  return (
    <section className="login-open-session" aria-labelledby="login-open-session-title">
      <h2 id="login-open-session-title">Session déjà ouverte</h2>
      <p role="status">
        {name === undefined && 'Recherche de la session ouverte…'}
        {name === null && 'Une session est déjà ouverte dans ce navigateur.'}
        {name && (
          <>
            Vous êtes connecté en tant que <strong>{name}</strong>.
          </>
        )}
      </p>
      <p className="login-open-session-hint">
        Pour vous connecter avec un autre compte, déconnectez-vous d'abord : les autres onglets
        ouverts seront déconnectés aussi.
      </p>
      <button type="button" onClick={() => void logout()}>
        Se déconnecter
      </button>
      <a className="login-secondary" href={next}>
        Revenir à l'application
      </a>
    </section>
  );
};

export default OpenSessionNotice;
