import { useState } from 'react';
import { Confirm } from 'react-admin';
import { toastPromise } from '../../../common/toastPromise';

/**
 * Demo mode only: puts the demo API's data back as generated, once confirmed. It lives
 * outside the user menu: inside it, the menu's own keys (Tab closes it, letters jump to an
 * item) would act on the dialog's key presses and let the focus out of the dialog.
 */
const DemoResetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [pending, setPending] = useState(false);
  return (
    <Confirm
      isOpen={open}
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
          onClose();
        }
      }}
      onClose={onClose}
    />
  );
};

export default DemoResetDialog;
