import { useLogin } from 'react-admin';
import LoginScreen from './LoginScreen';

/** /login once the app is loaded (after a logout or an expired session). */
const LoginPage = () => {
  const login = useLogin();
  return <LoginScreen onLogin={(username, password) => login({ username, password })} />;
};

export default LoginPage;
