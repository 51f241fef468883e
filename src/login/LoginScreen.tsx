import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { APP_NAME, APP_VERSION, IS_DEMO, withAppName } from '../config';
import { useSession } from '../auth/clientSession';
import { LOGIN_ERROR_TITLE, LOGIN_ERROR_DURATION } from '../auth/messages';
import OpenSessionNotice from './OpenSessionNotice';
import './login.css';

const DEMO_ACCOUNTS = [
  ['admin', 'administrateur'],
  ['control', 'contrôleur'],
  ['dev', 'liste des API'],
  ['agent', 'sans rôle'],
] as const;

interface Props {
  /** Resolves once logged in; rejects with the French message to show. */
  onLogin: (login: string, password: string) => Promise<unknown>;
}

type Field = 'login' | 'password';
const REQUIRED: Record<Field, string> = {
  login: "L'identifiant est obligatoire.",
  password: 'Le mot de passe est obligatoire.',
};

export const LOGIN_FORM_ID = 'login-form';

/**
 * What the fields hold. They are left to the browser (not controlled): index.html paints this
 * form before any script, and what is typed there before React hydrates it is kept.
 */
const valuesOf = (form: HTMLFormElement): Record<Field, string> => {
  const data = new FormData(form);
  return { login: String(data.get('login') ?? ''), password: String(data.get('password') ?? '') };
};

/**
 * The login form, with no MUI and no react-admin: it must show quickly on a slow
 * connection while the rest of the app downloads (see main.tsx).
 */
const LoginScreen = ({ onLogin }: Props) => {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  // Read at once, not at the next render: two submissions can come before it (one that
  // public/boot.js held, sent again by SendHeldLogin, while React takes the same one).
  const sending = useRef(false);
  const { token } = useSession();
  // This form's own login stores a token before the app opens: that is no other session.
  const openSessionToken = pending ? null : token;
  useEffect(() => {
    document.title = withAppName('Connexion');
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // This submission is React's own: public/boot.js's held copy of it is not to be sent again.
    delete document.documentElement.dataset.loginHeld;
    const values = valuesOf(event.currentTarget);
    const missing = Object.fromEntries(
      (Object.keys(REQUIRED) as Field[])
        .filter((field) => !values[field].trim())
        .map((field) => [field, REQUIRED[field]]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0 || sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      await onLogin(values.login.trim(), values.password);
    } catch (error) {
      toast.error(LOGIN_ERROR_TITLE, {
        description: (error as Error).message,
        duration: LOGIN_ERROR_DURATION,
      });
      sending.current = false;
      setPending(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="login-field">
      <label htmlFor={`login-${name}`}>{label}</label>
      <input
        id={`login-${name}`}
        name={name}
        // The page's one task: the login field takes the focus, for the keyboard too.
        autoFocus={name === 'login'}
        type={type}
        autoComplete={autoComplete}
        defaultValue=""
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `login-${name}-error` : undefined}
        onChange={(event) => {
          if (event.target.value.trim())
            setErrors((previous) => ({ ...previous, [name]: undefined }));
        }}
      />
      {errors[name] && (
        <p className="login-error" id={`login-${name}-error`} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  const header = (
    <>
      <img className="login-logo" src="/favicon.svg" alt="" width={48} height={48} />
      <h1>{APP_NAME}</h1>
      <p className="login-version">Administration — {APP_VERSION}</p>
    </>
  );

  if (openSessionToken) {
    return (
      <main className="login-page">
        <div className="login-card">
          {header}
          <OpenSessionNotice token={openSessionToken} />
        </div>
      </main>
    );
  }

  return (
    <main className="login-page">
      <form
        id={LOGIN_FORM_ID}
        className="login-card"
        // Before the page's script runs, public/boot.js holds a submit back; and should it
        // not, the password goes in a body, never in the address.
        method="post"
        onSubmit={submit}
        noValidate
        aria-busy={pending}
      >
        {header}
        {field('login', 'Identifiant', 'text', 'username')}
        {field('password', 'Mot de passe', 'password', 'current-password')}
        <button type="submit" disabled={pending}>
          {pending && (
            <span className="login-spinner" role="progressbar" aria-label="Connexion en cours" />
          )}
          {pending ? 'Connexion…' : 'Se connecter'}
        </button>
        {IS_DEMO && (
          <section className="login-demo" aria-label="Comptes de démonstration">
            <strong>Mode démonstration</strong> — comptes disponibles (mot de passe identique à
            l'identifiant) :
            <ul>
              {DEMO_ACCOUNTS.map(([login, label]) => (
                <li key={login}>
                  <code>{login}</code> — {label}
                </li>
              ))}
            </ul>
          </section>
        )}
      </form>
    </main>
  );
};

export default LoginScreen;
