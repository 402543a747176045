/**
 * The overlays group: dialogs and drawer (native `<dialog>`), menus and dropdowns, toasts, tabs
 * and the carousel, and the media-query hooks. The overlay machinery behind them (portal, layer
 * stack, click-outside and Escape hooks, the modal dialog hook) is internal.
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
export { useMediaQuery, useReducedMotion } from './overlay';
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
