import { renderToString } from 'react-dom/server';
import LoginScreen from './LoginScreen';

/**
 * The login form as index.html carries it (scripts/vite/prerenderLogin.ts): it paints with
 * the page, before any script, and src/main.tsx hydrates it. Nobody is logged in here.
 */
export const renderLoginScreen = (): string =>
  renderToString(<LoginScreen onLogin={() => Promise.reject(new Error('not hydrated'))} />);
