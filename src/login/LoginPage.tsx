import { useLogin } from 'react-admin';
import LoginScreen from './LoginScreen';
import { pathAfterLogin } from './nextPath';

/**
 * /login once the app is loaded (after a logout or an expired session). The login opens the
 * URL's `next`, or the page a forced end left for this same user, or `/`: never the page
 * react-admin remembers from the session that ended (`nextPathname` in the history state),
 * which was another user's, maybe.
 */
const LoginPage = () => {
  const login = useLogin();
  return (
    <LoginScreen
      onLogin={(username, password) => login({ username, password }, pathAfterLogin(username))}
    />
  );
};

export default LoginPage;
