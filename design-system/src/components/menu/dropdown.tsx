import { useEffect, useId, useRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import { mergeRefs, useClickOutside, useEscape } from '../overlay';
import { Chevron } from './menu';
import { Panel, Trigger, Wrapper, type MenuAlign } from './menu.styles';
import { useControllableOpen } from './use-controllable-open';

export interface DropdownRenderProps {
  /** closes the panel and gives focus back to the trigger */
  close: () => void;
}

export interface DropdownProps {
  /** the trigger button's content */
  trigger: ReactNode;
  /** the trigger's accessible name when its content is only an icon (e.g. 'Carrito, 3 productos') */
  triggerLabel?: string;
  /** the panel's content: lists, links, buttons; or a function receiving `close` */
  children: ReactNode | ((props: DropdownRenderProps) => ReactNode);
  /** names the panel (default: the trigger) */
  panelLabel?: string;
  align?: MenuAlign;
  /** draw a chevron after the trigger content (default false) */
  showChevron?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  /** every open and close; the shell loads the remote behind the panel on the first open */
  onOpenChange?: (open: boolean) => void;
  /** also open while the pointer rests on it, and close when it leaves */
  openOnHover?: boolean;
  /** milliseconds the pointer must rest before a hover opens or closes (default 150) */
  hoverDelay?: number;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A disclosure panel under a trigger (the header's cart and favourites dropdowns): not a menu,
 * so its content keeps its own roles and Tab order. The trigger carries aria-expanded and
 * aria-controls; Escape (focus back on the trigger when it was inside), a click outside and
 * focus leaving close it.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  children,
  panelLabel,
  align = 'end',
  showChevron = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  openOnHover = false,
  hoverDelay = 150,
  className,
  triggerClassName,
  panelClassName,
  ref,
}: DropdownProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const wrapper = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** what opened it: a hover-opened panel closes when the pointer leaves, a clicked one stays */
  const openedBy = useRef<'hover' | 'click' | null>(null);
  const triggerId = useId();
  const panelId = useId();

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const change = (next: boolean, by: 'hover' | 'click' | null) => {
    clearTimeout(hoverTimer.current);
    openedBy.current = next ? by : null;
    setOpen(next);
  };
  const close = (returnFocus: boolean) => {
    change(false, null);
    // by id, not ref: `close` also reaches the content's render function
    if (returnFocus) document.getElementById(triggerId)?.focus();
  };

  // focus goes back to the trigger only from inside: Escape on a panel the pointer opened, with
  // focus elsewhere on the page, leaves that focus alone (WCAG 1.4.13)
  useEscape(open, () => close(wrapper.current?.contains(document.activeElement) ?? false));
  useClickOutside([wrapper], open, () => close(false));

  const onTriggerClick = () => {
    if (open && openedBy.current === 'hover') {
      openedBy.current = 'click';
      clearTimeout(hoverTimer.current);
      return;
    }
    change(!open, 'click');
  };

  const onMouseEnter = () => {
    if (!openOnHover) return;
    clearTimeout(hoverTimer.current);
    if (!open) hoverTimer.current = setTimeout(() => change(true, 'hover'), hoverDelay);
  };
  const onMouseLeave = () => {
    if (!openOnHover) return;
    clearTimeout(hoverTimer.current);
    if (open && openedBy.current === 'hover') {
      hoverTimer.current = setTimeout(() => change(false, null), hoverDelay);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  return (
    <Wrapper
      ref={mergeRefs(wrapper, ref)}
      className={className}
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onBlur={onBlur}
    >
      <Trigger
        id={triggerId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={onTriggerClick}
      >
        {trigger}
        {showChevron && <Chevron />}
      </Trigger>
      <Panel
        id={panelId}
        role="group"
        aria-label={panelLabel}
        aria-labelledby={panelLabel ? undefined : triggerId}
        hidden={!open}
        $align={align}
        className={panelClassName}
      >
        {open ? <PanelContent content={children} close={() => close(true)} /> : null}
      </Panel>
    </Wrapper>
  );
}

/** Renders the panel's content, calling it with `close` when it is a function. */
function PanelContent({
  content,
  close,
}: {
  content: DropdownProps['children'];
  close: () => void;
}) {
  return <>{typeof content === 'function' ? content({ close }) : content}</>;
}
