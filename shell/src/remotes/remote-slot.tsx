import { Suspense, use, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import type { ComponentExposeName, ExposedComponent, ExposedProps } from '@bonis/contracts';
import type { RemoteName } from '../config/runtime-config';
import { useRemoteLoader } from './remote-loader-context';
import { SlotFailure } from './slot-failure';

/**
 * A slot's remote module and its props, typed by the remote's contract (@bonis/contracts):
 * `expose` is one of the pages or widgets `remote` exposes, and `props` are that module's.
 */
export interface RemoteSlotProps<R extends RemoteName, E extends ComponentExposeName<R>> {
  remote: R;
  /** the exposed module's name without './' ('App', 'SearchBox') */
  expose: E;
  /** the module's props, as its remote's contract declares them */
  props: ExposedProps<R, E>;
  /** shown while the remote loads: a page's skeleton, a widget's placeholder */
  loading?: ReactNode;
  /**
   * shown when the remote can't be loaded or throws, with `retry` to load it again; by default
   * the message and a retry button (`SlotFailure`)
   */
  fallback?: (retry: () => void) => ReactNode;
}

/**
 * Every page or widget of a remote whose props accept `P`, as the `{ remote, expose }` pair of a
 * slot: the type of a table of slots that all get the same props.
 */
export type SlotTarget<P> = {
  [R in RemoteName]: {
    [E in ComponentExposeName<R>]: P extends ExposedProps<R, E> ? { remote: R; expose: E } : never;
  }[ComponentExposeName<R>];
}[RemoteName];

function Exposed<P extends object>({
  remote,
  expose,
  props,
}: {
  remote: RemoteName;
  expose: string;
  props: P;
}) {
  const loader = useRemoteLoader();
  const { default: Component } = use(loader.load<ExposedComponent<P>>(remote, expose));
  return <Component {...props} />;
}

/**
 * Where a remote's module renders: a page (`./App`) or a widget of the chrome. It loads the
 * module the first time it renders (the loader retries a failed load once), shows `loading`
 * meanwhile, and keeps a failure — network, bad deploy, an exception while rendering — inside
 * the slot (react-error-boundary): the fallback replaces only this area. The boundary resets,
 * and a failed load is fetched again, on "Reintentar" and on every navigation.
 */
export function RemoteSlot<R extends RemoteName, E extends ComponentExposeName<R>>({
  remote,
  expose,
  props,
  loading = null,
  fallback,
}: RemoteSlotProps<R, E>) {
  const loader = useRemoteLoader();
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[location.key]}
      onReset={() => loader.retry(remote, expose)}
      onError={(error, info) =>
        console.error(`[shell] ${remote}/${expose} failed`, error, info.componentStack)
      }
      fallbackRender={({ resetErrorBoundary }) => {
        const retry = () => resetErrorBoundary();
        return fallback ? fallback(retry) : <SlotFailure remote={remote} onRetry={retry} />;
      }}
    >
      <Suspense fallback={loading}>
        <Exposed remote={remote} expose={expose} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Pointer and focus handlers that start loading a remote module before it is needed (a nav
 * link's page, a dropdown's content), so the click finds it ready. Failures are left for the
 * slot that renders it to show.
 */
export function usePreload<R extends RemoteName>(
  remote: R | undefined,
  expose: ComponentExposeName<R>,
) {
  const loader = useRemoteLoader();
  const preload = () => {
    if (remote) loader.load(remote, expose).catch(() => {});
  };
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
