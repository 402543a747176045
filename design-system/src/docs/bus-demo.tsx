import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { bus, onBusEvent, useBus } from '../bus';
import { vars } from '../tokens';

/**
 * The live demo on docs/bus.mdx: a remote publishing events on the page's real bus, and the
 * shell reacting to state with `useBus` and to requests with `onBusEvent`.
 */

const Demo = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${vars.space[4]};
  margin: ${vars.space[4]} 0 ${vars.space[8]};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};
`;

const Panel = styled.section`
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  h3 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Action = styled.button`
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};

  &[data-primary] {
    border-color: ${vars.color.brandBg};
    background: ${vars.color.brandBg};
    color: ${vars.color.onBrand};
  }
`;

const Badge = styled.p`
  display: inline-flex;
  gap: ${vars.space[2]};
  align-items: center;
  margin: 0 0 ${vars.space[3]};
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-weight: 700;
`;

const Log = styled.ol`
  min-height: 6em;
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[2]} ${vars.space[6]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};

  code {
    font-size: ${vars.fontSize.xs};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The remote's side: it only calls events. */
function RemotePanel() {
  const { cartChanged, loginRequested, bonusStoreRequested, toastRequested } = bus.getState();
  return (
    <Panel aria-labelledby="bus-demo-remote">
      <h3 id="bus-demo-remote">mfe-catalog (a remote) publishes</h3>
      <Actions>
        <Action
          type="button"
          data-primary=""
          onClick={() => cartChanged(bus.getState().cartCount + 1)}
        >
          Agregar al carrito
        </Action>
        <Action type="button" onClick={() => cartChanged(0)}>
          Vaciar carrito
        </Action>
        <Action type="button" onClick={() => loginRequested('login')}>
          Iniciar sesión
        </Action>
        <Action type="button" onClick={() => loginRequested('register')}>
          Crear cuenta
        </Action>
        <Action type="button" onClick={() => bonusStoreRequested()}>
          Tienda de bonos
        </Action>
        <Action
          type="button"
          onClick={() => toastRequested({ title: 'Producto agregado', tone: 'success' })}
        >
          Mostrar aviso
        </Action>
      </Actions>
    </Panel>
  );
}

/** The shell's side: a badge from state, a log of the requests it would act on. */
function ShellPanel() {
  const cartCount = useBus((s) => s.cartCount);
  const [requests, setRequests] = useState<string[]>([]);

  useEffect(() => {
    const log = (line: string) => setRequests((lines) => [line, ...lines].slice(0, 5));
    const unsubscribe = [
      onBusEvent('loginRequested', ({ modal }) => log(`loginRequested → open '${modal}'`)),
      onBusEvent('bonusStoreRequested', () => log('bonusStoreRequested → open the bonus store')),
      onBusEvent('toastRequested', ({ title, tone = 'info' }) =>
        log(`toastRequested → ${tone} toast "${title}"`),
      ),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, []);

  return (
    <Panel aria-labelledby="bus-demo-shell">
      <h3 id="bus-demo-shell">shell reacts</h3>
      <Badge>
        Carrito: <span data-testid="bus-demo-cart-count">{cartCount}</span>
      </Badge>
      <div role="log" aria-label="Requests the shell received">
        <Log>
          {requests.map((line, i) => (
            <li key={`${requests.length - i}`}>
              <code>{line}</code>
            </li>
          ))}
        </Log>
      </div>
      {requests.length === 0 && <Muted>No requests yet: use the remote's buttons.</Muted>}
    </Panel>
  );
}

export function BusDemo() {
  return (
    <Demo className="sb-unstyled">
      <RemotePanel />
      <ShellPanel />
    </Demo>
  );
}
