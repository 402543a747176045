import { useEffect, useState, type ReactNode } from 'react';
import { Modal, Spinner } from '@bonis/design-system';
import { onBusEvent, type AuthModal } from '@bonis/design-system/bus';
import { RemoteSlot } from '../remotes/remote-slot';
import { SlotFailure } from '../remotes/slot-failure';

/**
 * Answers the bus requests that open another remote's dialog: `loginRequested` loads
 * mfe-account's sign-in modals, `bonusStoreRequested` mfe-loyalty's bonus store. Each remote
 * is fetched the first time it is asked for, not before.
 */
export function RequestHost() {
  const [authModal, setAuthModal] = useState<{ modal: AuthModal; seq: number } | null>(null);
  const [bonusStore, setBonusStore] = useState<number | null>(null);

  useEffect(() => {
    let seq = 0;
    const stopLogin = onBusEvent('loginRequested', ({ modal }) => {
      seq += 1;
      setBonusStore(null);
      setAuthModal({ modal, seq });
    });
    const stopBonus = onBusEvent('bonusStoreRequested', () => {
      seq += 1;
      setAuthModal(null);
      setBonusStore(seq);
    });
    return () => {
      stopLogin();
      stopBonus();
    };
  }, []);

  return (
    <>
      {authModal && (
        <RemoteSlot
          remote="account"
          expose="AuthModals"
          props={{ modal: authModal.modal, onClose: () => setAuthModal(null) }}
          loading={
            <UnavailableDialog title="Iniciar sesión" onClose={() => setAuthModal(null)}>
              <Spinner label="Cargando…" />
            </UnavailableDialog>
          }
          fallback={(retry) => (
            <UnavailableDialog title="Iniciar sesión" onClose={() => setAuthModal(null)}>
              <SlotFailure onRetry={retry} />
            </UnavailableDialog>
          )}
        />
      )}
      {bonusStore !== null && (
        <RemoteSlot
          remote="loyalty"
          expose="BonusStoreModal"
          props={{ onClose: () => setBonusStore(null) }}
          loading={
            <UnavailableDialog title="Tienda de Bonos" onClose={() => setBonusStore(null)}>
              <Spinner label="Cargando…" />
            </UnavailableDialog>
          }
          fallback={(retry) => (
            <UnavailableDialog title="Tienda de Bonos" onClose={() => setBonusStore(null)}>
              <SlotFailure onRetry={retry} />
            </UnavailableDialog>
          )}
        />
      )}
    </>
  );
}

function UnavailableDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open onClose={onClose} title={title}>
      {children}
    </Modal>
  );
}
