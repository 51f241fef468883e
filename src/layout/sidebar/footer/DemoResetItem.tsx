import { ListItemIcon, MenuItem } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { toastPromise } from '../../toastPromise';

/** Demo mode only: puts the demo API's data back as generated, after a confirmation. */
const DemoResetItem = ({ onDone }: { onDone: () => void }) => {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <MenuItem onClick={() => setAsking(true)}>
        <ListItemIcon>
          <RestartAltIcon fontSize="small" />
        </ListItemIcon>
        Réinitialiser les données de démo
      </MenuItem>
      <Confirm
        isOpen={asking}
        loading={pending}
        title="Réinitialiser les données de démo ?"
        content="Toutes les modifications faites dans la démonstration seront perdues et les données d'origine rétablies."
        confirm="Réinitialiser"
        cancel="Annuler"
        onConfirm={async () => {
          setPending(true);
          try {
            await toastPromise(window.demoApi?.reset() ?? Promise.resolve(), {
              loading: 'Réinitialisation des données de démo…',
              success: 'Données de démo réinitialisées',
              error: 'La réinitialisation a échoué',
            });
            window.location.reload();
          } catch {
            setPending(false);
          } finally {
            onDone();
          }
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

export default DemoResetItem;
