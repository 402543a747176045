/**
 * `@bonis/contracts`: the types of every module a remote exposes, for the shell and the remotes
 * to type-check against. Types only: importing this package adds nothing to a bundle. The links
 * between the apps (`productHref`, `paymentHref`…) are functions: `@bonis/contracts/links`.
 */
export type * from './account';
export type * from './admin';
export type * from './catalog';
export type * from './checkout';
export type * from './exposed';
export type * from './links';
export type * from './loyalty';
export type * from './prefetch';
export type * from './remotes';
export type * from './routes';
