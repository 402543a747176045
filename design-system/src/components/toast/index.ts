export {
  ToastProvider,
  Toaster,
  useToast,
  type ToastProviderProps,
  type ToasterProps,
  type UseToastResult,
} from './toast';
export {
  DEFAULT_TOAST_DURATION,
  toast,
  type ToastAction,
  type ToastItem,
  type ToastOptions,
  type ToastTone,
} from './toast-store';
