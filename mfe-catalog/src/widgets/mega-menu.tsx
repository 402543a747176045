/**
 * Exposed as `./MegaMenu`: one category's mega-menu content
 * (props: `{ category, layout?: 'panel' | 'stacked', onNavigate?: () => void }`).
 */
export {
  MegaMenu as default,
  type MegaMenuCategory,
  type MegaMenuLayout,
  type MegaMenuProps,
} from '../features/mega-menu/components/mega-menu';
