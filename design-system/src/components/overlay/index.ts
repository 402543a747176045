export { mergeRefs } from './merge-refs';
export { Portal, type PortalProps } from './portal';
export { useClickOutside } from './use-click-outside';
export { useEscape } from './use-escape';
export { useHydrated } from './use-hydrated';
export { useMediaQuery } from './use-media-query';
export { subscribeModalDialogs, topModalDialog } from './modal-stack';
export { useModalDialog, type ModalDialogOptions } from './use-modal-dialog';
export { useReducedMotion } from './use-reduced-motion';
export {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  PauseIcon,
  PlayIcon,
  SuccessIcon,
  WarningIcon,
} from './icons';
