import { Alert, Typography } from '@mui/material';

const ACCOUNTS = [
  ['admin', 'administrateur'],
  ['control', 'contrôleur'],
  ['dev', 'liste des API'],
  ['agent', 'sans rôle'],
] as const;

/** The demo accounts, shown on the login page when the app runs on its demo API. */
const DemoAccounts = () => (
  <Alert severity="info" sx={{ mt: 2 }}>
    <Typography variant="body2" fontWeight={600}>
      Mode démonstration — comptes disponibles (mot de passe identique à l'identifiant) :
    </Typography>
    <Typography variant="body2" component="ul" sx={{ m: 0, pl: 2 }}>
      {ACCOUNTS.map(([login, label]) => (
        <li key={login}>
          <code>{login}</code> — {label}
        </li>
      ))}
    </Typography>
  </Alert>
);

export default DemoAccounts;
