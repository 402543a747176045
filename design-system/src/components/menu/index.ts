export { Dropdown, type DropdownProps, type DropdownRenderProps } from './dropdown';
export {
  Menu,
  type MenuAlign,
  type MenuEntry,
  type MenuItemAction,
  type MenuProps,
  type MenuSeparator,
} from './menu';
