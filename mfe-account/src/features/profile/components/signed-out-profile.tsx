import { Button, Card } from '@bonis/design-system';
import { bus, type AuthModal } from '@bonis/design-system/bus';
import { Benefits, ButtonRow, Muted } from './profile.styles';

const BENEFITS = [
  { title: 'Sigue tus pedidos', text: 'Consulta el estado y el pago de cada compra.' },
  { title: 'Guarda tus favoritos', text: 'Encuentra rápido lo que le encanta a tu mascota.' },
  { title: 'Acumula puntos', text: 'Recibe 100 puntos de bienvenida y canjéalos por bonos.' },
  { title: 'Precios de socio', text: 'Con tu membresía pagas menos en cada producto.' },
] as const;

const open = (modal: AuthModal) => () => bus.getState().loginRequested(modal);

/** `/profile` for a visitor: the ways in (the account dialogs, through the bus) and why. */
export function SignedOutProfile() {
  return (
    <Card as="section" aria-labelledby="profile-signed-out-title">
      <h2 id="profile-signed-out-title">Inicia sesión para ver tu perfil</h2>
      <Muted>Con tu cuenta de Boñis tienes todo lo de tu mascota en un solo lugar.</Muted>
      <ButtonRow>
        <Button onClick={open('login')}>Iniciar sesión</Button>
        <Button variant="secondary" onClick={open('register')}>
          Crear cuenta
        </Button>
        <Button variant="ghost" onClick={open('forgot-password')}>
          ¿Olvidaste tu contraseña?
        </Button>
      </ButtonRow>
      <h3>Beneficios de tu cuenta</h3>
      <Benefits>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <strong>{benefit.title}</strong>
            <span>{benefit.text}</span>
          </li>
        ))}
      </Benefits>
    </Card>
  );
}
