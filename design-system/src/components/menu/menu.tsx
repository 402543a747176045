import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ChevronDownIcon, mergeRefs, useClickOutside, useEscape } from '../overlay';
import { Item, List, Separator, Trigger, Wrapper, type MenuAlign } from './menu.styles';
import { useControllableOpen } from './use-controllable-open';

export type { MenuAlign };

export interface MenuItemAction {
  /** stable key; default the item's index */
  id?: string;
  label: ReactNode;
  /** renders a link; `onSelect` may still run (call event.preventDefault() to route in-app) */
  href?: string;
  /** runs when the item is activated (click, Enter, Space) */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** decorative icon before the label */
  icon?: ReactNode;
  /** 'danger' for Cerrar Sesión, Eliminar */
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** text for typeahead when the label is not plain text */
  textValue?: string;
}

export interface MenuSeparator {
  type: 'separator';
  id?: string;
}

export type MenuEntry = MenuItemAction | MenuSeparator;

export interface MenuProps {
  /** the trigger button's content */
  trigger: ReactNode;
  /** the trigger's accessible name when its content is only an icon or an avatar */
  triggerLabel?: string;
  items: ReadonlyArray<MenuEntry>;
  /** which edge of the trigger the menu lines up with (default 'start') */
  align?: MenuAlign;
  /** draw a chevron after the trigger content (default true) */
  showChevron?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  triggerClassName?: string;
  ref?: Ref<HTMLDivElement>;
}

const isSeparator = (entry: MenuEntry): entry is MenuSeparator =>
  'type' in entry && entry.type === 'separator';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The menu button pattern (the header's profile menu): a trigger with aria-haspopup="menu" and
 * a list of menuitems. ArrowDown/ArrowUp/Home/End and typeahead move focus, Enter/Space
 * activate, Escape closes and returns focus to the trigger, Tab and a click outside close.
 */
export function Menu({
  trigger,
  triggerLabel,
  items,
  align = 'start',
  showChevron = true,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  triggerClassName,
  ref,
}: MenuProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  /** which item to focus once the menu has opened */
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const triggerId = useId();
  const menuId = useId();

  const menuItems = () =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // before paint, so the menu never shows with focus still on the trigger
  useLayoutEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (!open || !focus) return;
    const all = menuItems();
    (focus === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const openWith = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  useEscape(open, () => close(true));
  useClickOutside([wrapper], open, () => close(false));

  const onTriggerClick = () => (open ? close(false) : openWith('first'));
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        return;
      case 'Tab':
        // close and let Tab move on from the trigger, the menu's place in the page
        close(true);
        return;
      case ' ':
        // links activate on Enter only; a menuitem link activates on Space too
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const char = fold(event.key);
          const order = [...all.slice(index + 1), ...all.slice(0, index + 1)];
          const match = order.find((element) =>
            fold(element.dataset.textValue ?? element.textContent ?? '')
              .trim()
              .startsWith(char),
          );
          match?.focus();
        }
    }
  };

  const activate = (item: MenuItemAction) => (event: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    item.onSelect?.(event);
    close(true);
  };

  return (
    <Wrapper
      ref={mergeRefs(wrapper, ref)}
      className={className}
      data-state={open ? 'open' : 'closed'}
    >
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        {showChevron && <Chevron />}
      </Trigger>
      <List
        ref={list}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        hidden={!open}
        $align={align}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((entry, index) => {
          const key = entry.id ?? String(index);
          if (isSeparator(entry)) return <Separator key={key} role="separator" />;
          const common = {
            role: 'menuitem',
            tabIndex: -1,
            'aria-disabled': entry.disabled || undefined,
            'data-tone': entry.tone ?? 'default',
            'data-text-value': entry.textValue,
            onClick: activate(entry),
          } as const;
          return (
            <li key={key} role="none">
              {entry.href !== undefined && !entry.disabled ? (
                <Item as="a" href={entry.href} {...common}>
                  {entry.icon != null && (
                    <span data-icon="" aria-hidden="true">
                      {entry.icon}
                    </span>
                  )}
                  {entry.label}
                </Item>
              ) : (
                <Item type="button" {...common}>
                  {entry.icon != null && (
                    <span data-icon="" aria-hidden="true">
                      {entry.icon}
                    </span>
                  )}
                  {entry.label}
                </Item>
              )}
            </li>
          );
        })}
      </List>
    </Wrapper>
  );
}

/** The trigger's chevron, turned while open (menu.styles). */
export function Chevron() {
  return (
    <span data-chevron="" aria-hidden="true">
      <ChevronDownIcon />
    </span>
  );
}
