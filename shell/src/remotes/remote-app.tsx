import { Suspense, use, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import type { RemoteName } from '../config/runtime-config';
import { RemoteBoundary } from './remote-boundary';
import { useRemoteLoader } from './remote-loader-context';

const Loading = styled.div`
  min-height: 40vh;
  display: grid;
  place-items: center;
  color: ${vars.color.textMuted};
`;

type AppModule = { default: ComponentType };

function RemoteRoot({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const { default: RemoteComponent } = use(loader.load<AppModule>(remote, 'App'));
  return <RemoteComponent />;
}

/**
 * Renders a remote's exposed `./App`, loading the remote the first time it is needed.
 * "Reintentar" makes the loader forget the failed load, so the remote is fetched again.
 */
export function RemoteApp({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      remote={remote}
      resetKey={`${attempt}:${pathname}`}
      onRetry={() => {
        loader.forget(remote, 'App');
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense
        fallback={
          <Loading role="status" aria-live="polite" data-remote-loading={remote}>
            Cargando…
          </Loading>
        }
      >
        <RemoteRoot remote={remote} />
      </Suspense>
    </RemoteBoundary>
  );
}
