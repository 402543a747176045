/**
 * The overlays group: dialogs, drawer, menus and dropdowns, toasts, tabs and the carousel, and
 * the hooks they share (focus trap, Escape, portal, scroll lock).
 */
export { Carousel, type CarouselProps, type CarouselVisible } from './carousel';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogTone } from './confirm-dialog';
export { Drawer, type DrawerProps, type DrawerSide } from './drawer';
export {
  Dropdown,
  Menu,
  type DropdownProps,
  type DropdownRenderProps,
  type MenuAlign,
  type MenuEntry,
  type MenuItemAction,
  type MenuProps,
  type MenuSeparator,
} from './menu';
export { Modal, type ModalProps, type ModalSize } from './modal';
export {
  OverlayLayer,
  Portal,
  useClickOutside,
  useEscape,
  useFocusTrap,
  useMediaQuery,
  useReducedMotion,
  useScrollLock,
  type FocusTrapOptions,
  type PortalProps,
} from './overlay';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './tabs';
export {
  DEFAULT_TOAST_DURATION,
  toast,
  ToastProvider,
  Toaster,
  useToast,
  type ToastAction,
  type ToastItem,
  type ToastOptions,
  type ToasterProps,
  type ToastProviderProps,
  type ToastTone,
  type UseToastResult,
} from './toast';
