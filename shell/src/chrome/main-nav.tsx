import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { Skeleton, vars } from '@bonis/design-system';
import { RemoteSlot, usePreload } from '../remotes/remote-slot';
import { pageRemoteOf } from '../routes/owned-routes';
import { SlotFailure } from '../remotes/slot-failure';
import { ChevronDownIcon } from './icons';
import { mainNav, type MegaMenuCategory, type NavItem } from './nav-data';
import { useDismiss } from './use-dismiss';

const Bar = styled.nav`
  border-top: 1px solid ${vars.color.border};
`;

const List = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${vars.space[4]};
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const ItemLink = styled(NavLink)`
  display: block;
  padding: ${vars.space[3]} ${vars.space[2]};
  color: ${vars.color.text};
  font-weight: 700;
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &:hover,
  &.active {
    color: ${vars.color.brand};
  }
  &.active {
    border-bottom-color: ${vars.color.brand};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin-left: -${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${vars.color.brand};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
  }
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${vars.z.dropdown};
  min-width: 320px;
  max-width: min(900px, calc(100vw - 32px));
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: 0 0 ${vars.radius.md} ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
`;

const FallbackLink = styled(NavLink)`
  color: ${vars.color.brand};
  font-weight: 700;
`;

/** The catalog's mega-menu content for one category, with the shell's fallback. */
export function MegaMenuContent({
  category,
  to,
  label,
  layout,
  onNavigate,
}: {
  category: MegaMenuCategory;
  to: string;
  label: string;
  layout: 'panel' | 'stacked';
  onNavigate?: () => void;
}) {
  return (
    <RemoteSlot
      remote="catalog"
      expose="MegaMenu"
      props={{ category, layout, onNavigate }}
      loading={<Skeleton shape="rect" height={120} />}
      fallback={(retry) => (
        <SlotFailure onRetry={retry}>
          <FallbackLink to={to} onClick={onNavigate}>
            Ver {label}
          </FallbackLink>
        </SlotFailure>
      )}
    />
  );
}

const HOVER_DELAY = 150;

/** A main-nav link; categories also open their mega-menu (hover, or the chevron button). */
function MainNavItem({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** the panel is open because the pointer rests on the item (not because of a click) */
  const openedByHover = useRef(false);
  const panelId = useId();
  const pagePreload = usePreload(pageRemoteOf(item.to), 'App');
  const menuPreload = usePreload('catalog', 'MegaMenu');

  useEffect(() => () => clearTimeout(timer.current), []);
  useDismiss(open, wrapper, {
    onEscape: () => {
      setOpen(false);
      toggle.current?.focus();
    },
    onOutside: () => setOpen(false),
  });

  const link = (
    <ItemLink to={item.to} {...pagePreload} onClick={() => setOpen(false)}>
      {item.label}
    </ItemLink>
  );
  if (!item.megaMenu) return <Item>{link}</Item>;

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      openedByHover.current = next;
      setOpen(next);
    }, HOVER_DELAY);
  };
  return (
    <Item
      ref={wrapper}
      onMouseEnter={() => {
        menuPreload.onMouseEnter();
        later(true);
      }}
      onMouseLeave={() => later(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {link}
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Categorías de ${item.label}`}
        onFocus={menuPreload.onFocus}
        onClick={() => {
          // A click on the chevron after the pointer already opened the panel keeps it open
          // (a shopper who rests on it and then clicks means "open"), and pins it.
          clearTimeout(timer.current);
          const keepOpen = open && openedByHover.current;
          openedByHover.current = false;
          setOpen(keepOpen || !open);
        }}
      >
        <ChevronDownIcon />
      </Toggle>
      <Panel id={panelId} hidden={!open} data-mega-menu={item.megaMenu}>
        {open && (
          <MegaMenuContent
            category={item.megaMenu}
            to={item.to}
            label={item.label}
            layout="panel"
            onNavigate={() => setOpen(false)}
          />
        )}
      </Panel>
    </Item>
  );
}

/** The desktop main navigation with the mega-menus. */
export function MainNav({ className }: { className?: string }) {
  return (
    <Bar aria-label="Principal" className={className}>
      <List>
        {mainNav.map((item) => (
          <MainNavItem key={item.to} item={item} />
        ))}
      </List>
    </Bar>
  );
}
