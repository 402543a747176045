/**
 * The overlays group: dialogs and drawer (native `<dialog>`), menus and dropdowns, toasts, tabs
 * and the carousel, and hooks. Modal and Drawer no longer use useFocusTrap, useScrollLock or
 * OverlayLayer; they stay exported until the public API drops them.
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
