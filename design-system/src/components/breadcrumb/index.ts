export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './breadcrumb';
export { renderAnchor, type LinkRenderProps, type RenderLink } from './render-link';
