import { Box } from '@mui/material';
import { Loading } from 'react-admin';
import BootScreen from '../BootScreen';
import { CONNECTION_LOST_TEXT, CONNECTION_LOST_TITLE } from '../auth/messages';
import { reconnection, type Reconnection } from '../auth/reconnection';

export const RECONNECTING_TITLE = 'Reconnexion au serveur…';

const reconnectingText = ({
  retry,
  retries,
  delayMs,
}: Exclude<Reconnection, null | { state: 'lost' }>) =>
  `Le serveur ne répond pas\u00a0: nouvelle tentative dans ${delayMs / 1000}\u00a0secondes (essai ${retry} sur ${retries}). Votre session est conservée.`;

/** A notch darker than react-admin's disabled grey, too pale to read a message in. */
const readableSx = { '& .RaLoading-message': { color: 'text.secondary', px: 2 } };

/**
 * What the app shows while it checks the session: the boot screen of index.html (never a
 * blank page), or, when
 * the server does not answer the autologin, that it is reconnecting, then that it gave up.
 */
const AppLoading = () => {
  const state = reconnection.useValue();
  if (!state) return <BootScreen />;
  return (
    <Box role="status" sx={{ height: '100%' }}>
      {state.state === 'lost' ? (
        <Loading
          timeout={0}
          sx={readableSx}
          loadingPrimary={CONNECTION_LOST_TITLE}
          loadingSecondary={CONNECTION_LOST_TEXT}
        />
      ) : (
        <Loading
          timeout={0}
          sx={readableSx}
          loadingPrimary={RECONNECTING_TITLE}
          loadingSecondary={reconnectingText(state)}
        />
      )}
    </Box>
  );
};

export default AppLoading;
