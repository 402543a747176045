import { Button, Modal } from '@bonis/design-system';
import type { PlanSummary } from '../api/get-membership-plans';
import { DialogActions } from './membership-page.styles';

export interface PlanSignInDialogProps {
  /** the plan a signed-out shopper chose; null: closed */
  plan: PlanSummary | null;
  onSignIn: (modal: 'register' | 'login') => void;
  onDismiss: () => void;
}

/**
 * Spec §2: an anonymous shopper who chooses a plan is asked to register ('Crear mi cuenta
 * gratis') or sign in ('Ya tengo cuenta - Iniciar sesión'). The plan is remembered meanwhile and
 * its payment follows the sign-in.
 */
export function PlanSignInDialog({ plan, onSignIn, onDismiss }: PlanSignInDialogProps) {
  return (
    <Modal
      open={plan !== null}
      onClose={onDismiss}
      title="Crea tu cuenta para continuar"
      description={
        plan
          ? `Para hacerte socio con el plan ${plan.name} necesitas una cuenta Boñis. Apenas entres, te llevamos al pago.`
          : undefined
      }
      size="sm"
    >
      <DialogActions>
        <Button fullWidth onClick={() => onSignIn('register')}>
          Crear mi cuenta gratis
        </Button>
        <Button fullWidth variant="secondary" onClick={() => onSignIn('login')}>
          Ya tengo cuenta - Iniciar sesión
        </Button>
      </DialogActions>
    </Modal>
  );
}
