import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
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
 * A short description shown while the trigger is hovered or has keyboard focus (APG tooltip
 * pattern, WCAG 1.4.13). It stays while either still holds (the pointer can move onto it), hides
 * on Escape without moving focus (and keeps that Escape from also closing a dialog around it), and
 * is linked to the trigger by `aria-describedby` (always in the DOM, so the description is read
 * even when hidden). The focus a pointer press gives the trigger does not count: hover covers it.
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
  /** what holds it open: the pointer over it, keyboard focus on the trigger */
  const hovered = useRef(false);
  const keyboardFocused = useRef(false);
  /** a pointer is pressed: the focus that follows is not keyboard focus */
  const pointerDown = useRef(false);

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const hide = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(false);
  }, []);
  /** hides once neither the pointer nor keyboard focus holds it */
  const release = () => {
    if (!hovered.current && !keyboardFocused.current) hide();
  };

  const onMouseEnter = () => {
    hovered.current = true;
    clear();
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const onMouseLeave = () => {
    hovered.current = false;
    clear();
    release();
  };
  const onPointerDown = () => {
    pointerDown.current = true;
    document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
  };
  const onFocus = () => {
    if (pointerDown.current) return;
    keyboardFocused.current = true;
    clear();
    setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return;
    }
    keyboardFocused.current = false;
    release();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // dismissed: the Escape is this tooltip's, not the dialog's it may be in
      event.preventDefault();
      hide();
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
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onBlur={onBlur}
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
