import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import {
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  Portal,
  subscribeModalDialogs,
  SuccessIcon,
  topModalDialog,
  WarningIcon,
} from '../overlay';
import { Actions, Card, Description, Text, Title, ToneIcon, Viewport } from './toast.styles';
import {
  getCurrentToast,
  subscribeToasts,
  toast,
  type ToastItem,
  type ToastTone,
} from './toast-store';

const ICON: Record<ToastTone, () => ReactNode> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
  warning: WarningIcon,
};

export interface ToasterProps {
  /** accessible name of each toast's close button (default 'Cerrar notificación') */
  closeLabel?: string;
  className?: string;
}

/**
 * Where toasts appear: bottom right on desktop, full width at the bottom on mobile. Holds two
 * live regions from the start — polite (role="status") for success/info/warning and assertive
 * (role="alert") for errors — so screen readers announce the toast that lands in them. Mount it
 * once per page (the shell's ToastProvider does).
 */
export function Toaster({ closeLabel = 'Cerrar notificación', className }: ToasterProps) {
  const current = useSyncExternalStore(subscribeToasts, getCurrentToast, () => null);
  // A modal dialog makes the rest of the page inert: while one is open, a toast that shows
  // lives inside it, where it can be read, announced and dismissed.
  const dialog = useSyncExternalStore(subscribeModalDialogs, topModalDialog, () => null);
  if (dialog && current) {
    return (
      <Portal container={dialog}>
        <DialogToast item={current} closeLabel={closeLabel} className={className} />
      </Portal>
    );
  }
  const card = (item: ToastItem) => <ToastCard key={item.id} item={item} closeLabel={closeLabel} />;
  return (
    <Portal>
      <Viewport className={className} data-state={current ? 'open' : 'closed'}>
        <div role="status" aria-live="polite" aria-atomic="false">
          {current && current.tone !== 'error' ? card(current) : null}
        </div>
        <div role="alert" aria-live="assertive">
          {current?.tone === 'error' ? card(current) : null}
        </div>
      </Viewport>
    </Portal>
  );
}

/**
 * The toast inside an open modal dialog: one live region, of the toast's tone, only while it
 * shows (empty regions would sit beside the dialog's own alerts). The region mounts empty and
 * gets the toast a frame later, so screen readers announce it as they do on the page.
 */
function DialogToast({
  item,
  closeLabel,
  className,
}: {
  item: ToastItem;
  closeLabel: string;
  className?: string;
}) {
  const [filled, setFilled] = useState<string | null>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilled(item.id));
    return () => cancelAnimationFrame(frame);
  }, [item.id]);
  const error = item.tone === 'error';
  return (
    <Viewport className={className} data-state="open">
      <div
        key={error ? 'alert' : 'status'}
        role={error ? 'alert' : 'status'}
        aria-live={error ? 'assertive' : 'polite'}
        aria-atomic={error ? undefined : 'false'}
      >
        {filled === item.id ? (
          <ToastCard key={item.id} item={item} closeLabel={closeLabel} />
        ) : null}
      </div>
    </Viewport>
  );
}

function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(item.duration);
  const paused = hovered || focused;
  const timed = Number.isFinite(item.duration) && item.duration > 0;

  useEffect(() => {
    if (paused || !timed) return;
    const started = Date.now();
    const timer = setTimeout(() => toast.dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, timed, item.id]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const Icon = ICON[item.tone];

  return (
    <Card
      $tone={item.tone}
      data-tone={item.tone}
      data-state={paused ? 'paused' : 'running'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <ToneIcon $tone={item.tone}>
        <Icon />
      </ToneIcon>
      <Text>
        <Title>{item.title}</Title>
        {item.description ? <Description>{item.description}</Description> : null}
      </Text>
      {item.action ? (
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            data-toast-action=""
            onClick={() => {
              toast.dismiss(item.id);
              item.action?.onClick();
            }}
          >
            {item.action.label}
          </Button>
        </Actions>
      ) : null}
      <IconButton
        label={closeLabel}
        variant="ghost"
        size="sm"
        onClick={() => toast.dismiss(item.id)}
      >
        <CloseIcon />
      </IconButton>
    </Card>
  );
}

export interface ToastProviderProps extends ToasterProps {
  children?: ReactNode;
}

/** The app's children plus the Toaster. Mount once, at the shell's root. */
export function ToastProvider({ children, ...toaster }: ToastProviderProps) {
  return (
    <>
      {children}
      <Toaster {...toaster} />
    </>
  );
}

export interface UseToastResult {
  toast: typeof toast;
  dismiss: (id?: string) => void;
}

/** `const { toast } = useToast()` — the same module-level `toast`, for components. */
export function useToast(): UseToastResult {
  return useMemo(() => ({ toast, dismiss: toast.dismiss }), []);
}
