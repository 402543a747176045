import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Bubble, Root, type TooltipPlacement } from './tooltip.styles';

export type { TooltipPlacement };

export interface TooltipProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'content'> {
  /** the tooltip's text: a short description, never the only name of the trigger */
  content: ReactNode;
  /** one focusable trigger (a Button, IconButton, link…); it gets aria-describedby */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** above (default) or below the trigger */
  placement?: TooltipPlacement;
  /** ms of hovering before it shows (focus shows it at once); default 200 */
  delay?: number;
}

/**
 * A short description shown while the trigger is hovered or focused. It hides on Escape, blur
 * and mouse leave, stays open while the pointer is over it, and is linked to the trigger by
 * `aria-describedby` (always in the DOM, so the description is read even when hidden).
 * Positioned by CSS above or below the trigger, centred.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 200,
  id,
  ...rest
}: TooltipProps) {
  const generatedId = useId();
  const tooltipId = id ?? generatedId;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = (immediately: boolean) => {
    clear();
    if (immediately || delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');
  const trigger = cloneElement(children, { 'aria-describedby': describedBy });

  return (
    <Root
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => show(false)}
      onMouseLeave={hide}
      onFocus={() => show(true)}
      onBlur={hide}
      {...rest}
    >
      {trigger}
      <Bubble
        id={tooltipId}
        role="tooltip"
        data-placement={placement}
        data-state={open ? 'open' : 'closed'}
        $placement={placement}
        $open={open}
      >
        {content}
      </Bubble>
    </Root>
  );
}
