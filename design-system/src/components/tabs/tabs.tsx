import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { mergeRefs } from '../overlay';
import { List, Panel, Root, TabButton } from './tabs.styles';

interface TabsContextValue {
  value: string;
  /** the tab that holds the Tab stop when no enabled tab is selected (the first enabled one) */
  fallbackStop: string | null;
  setFallbackStop: (value: string | null) => void;
  select: (value: string) => void;
  tabId: (value: string) => string;
  panelId: (value: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> needs a <Tabs> around it`);
  return context;
}

/** An id-safe form of a tab value ('vip', 'Más vendidos' → 'M-s-vendidos'). */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-');

export interface TabsProps {
  /** the selected tab (controlled) */
  value?: string;
  /** the tab selected first (uncontrolled) */
  defaultValue?: string;
  /** called with the value of the tab the user selects */
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * WAI-ARIA tabs with automatic activation: ArrowLeft/ArrowRight (wrapping), Home and End move
 * focus and select; only the selected tab is in the Tab order (roving tabindex).
 *
 * ```tsx
 * <Tabs defaultValue="todos">
 *   <TabList aria-label="Categorías de bonos">
 *     <Tab value="todos">Todos</Tab>
 *     <Tab value="vip">VIP</Tab>
 *   </TabList>
 *   <TabPanel value="todos">…</TabPanel>
 *   <TabPanel value="vip">…</TabPanel>
 * </Tabs>
 * ```
 */
export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  children,
  className,
  ref,
}: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const [fallbackStop, setFallbackStop] = useState<string | null>(null);
  const current = value ?? uncontrolled;
  const base = useId();
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const context = useMemo<TabsContextValue>(
    () => ({
      value: current,
      fallbackStop,
      setFallbackStop,
      select,
      tabId: (v) => `${base}-tab-${idPart(v)}`,
      panelId: (v) => `${base}-panel-${idPart(v)}`,
    }),
    [current, fallbackStop, select, base],
  );
  return (
    <TabsContext value={context}>
      <Root ref={ref} className={className}>
        {children}
      </Root>
    </TabsContext>
  );
}

export interface TabListProps {
  children: ReactNode;
  /** names the group of tabs when no visible heading does */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** tabs share the width equally */
  fitted?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function TabList({ children, fitted = false, className, ref, ...aria }: TabListProps) {
  const { select, setFallbackStop } = useTabsContext('TabList');
  const list = useRef<HTMLDivElement>(null);

  // Roving tabindex needs one tab in the Tab order. When the selected tab is disabled or no tab
  // has the selected value, the first enabled tab takes the stop, so the list stays reachable.
  useLayoutEffect(() => {
    const enabled = Array.from(
      list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [],
    );
    const hasStop = enabled.some((tab) => tab.getAttribute('aria-selected') === 'true');
    setFallbackStop(hasStop ? null : (enabled[0]?.dataset.value ?? null));
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0 || tabs.length === 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    tab.focus();
    const tabValue = tab.dataset.value;
    if (tabValue !== undefined) select(tabValue);
  };

  return (
    <List
      ref={mergeRefs(list, ref)}
      role="tablist"
      aria-orientation="horizontal"
      className={className}
      $fitted={fitted}
      onKeyDown={onKeyDown}
      {...aria}
    >
      {children}
    </List>
  );
}

export interface TabProps {
  value: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Tab({ value, children, disabled = false, className, ref }: TabProps) {
  const context = useTabsContext('Tab');
  const selected = context.value === value;
  return (
    <TabButton
      ref={ref}
      type="button"
      role="tab"
      id={context.tabId(value)}
      aria-selected={selected}
      aria-controls={context.panelId(value)}
      tabIndex={selected || context.fallbackStop === value ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      className={className}
      onClick={() => context.select(value)}
    >
      {children}
    </TabButton>
  );
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The content of one tab; hidden while another tab is selected. */
export function TabPanel({ value, children, className, ref }: TabPanelProps) {
  const context = useTabsContext('TabPanel');
  const selected = context.value === value;
  return (
    <Panel
      ref={ref}
      role="tabpanel"
      id={context.panelId(value)}
      aria-labelledby={context.tabId(value)}
      tabIndex={selected ? 0 : undefined}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={className}
    >
      {selected ? children : null}
    </Panel>
  );
}
