import {
  Component,
  Suspense,
  use,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { RemoteName } from '../config/runtime-config';
import { useRemoteLoader } from './remote-loader-context';

type WidgetModule<P> = { default: ComponentType<P> };

interface WidgetProps<P extends object> {
  remote: RemoteName;
  /** the exposed module's name without './' (e.g. 'SearchBox') */
  expose: string;
  /** the widget's own props (its contract, see the remote's README) */
  props: P;
  /** shown while the remote loads */
  loading?: ReactNode;
  /**
   * shown when the remote can't be loaded or the widget throws: the shell's own simpler
   * version of the slot, with `retry` to load the remote again
   */
  fallback: (retry: () => void) => ReactNode;
}

function WidgetRoot<P extends object>({
  remote,
  expose,
  props,
}: Pick<WidgetProps<P>, 'remote' | 'expose' | 'props'>) {
  const loader = useRemoteLoader();
  const { default: Widget } = use(loader.load<WidgetModule<P>>(remote, expose));
  return <Widget {...props} />;
}

/**
 * A piece of the chrome rendered by a remote (the search box, a dropdown's content, a modal).
 * It loads the remote's module the first time it renders, and a failure — network, bad deploy,
 * an exception while rendering — stays inside the slot: the fallback replaces only the widget,
 * never the header around it.
 */
export function RemoteWidget<P extends object>({
  remote,
  expose,
  props,
  loading = null,
  fallback,
}: WidgetProps<P>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loader.forget(remote, expose);
    setAttempt((value) => value + 1);
  };
  return (
    <WidgetBoundary key={attempt} name={`${remote}/${expose}`} fallback={fallback(retry)}>
      <Suspense fallback={loading}>
        <WidgetRoot remote={remote} expose={expose} props={props} />
      </Suspense>
    </WidgetBoundary>
  );
}

class WidgetBoundary extends Component<
  { name: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] widget "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Pointer and focus handlers that start loading a remote module before it is needed (a nav
 * link's page, a dropdown's content), so the click finds it ready. Failures are left for the
 * slot that renders it to show.
 */
export function usePreload(remote: RemoteName | undefined, expose: string) {
  const loader = useRemoteLoader();
  const preload = () => {
    if (remote) loader.load(remote, expose).catch(() => {});
  };
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
