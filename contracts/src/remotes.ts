import type { ComponentType } from 'react';
import type { AccountExposes } from './account';
import type { AdminExposes } from './admin';
import type { CatalogExposes } from './catalog';
import type { CheckoutExposes } from './checkout';
import type { LoyaltyExposes } from './loyalty';

/** Every remote's contract, by the name the shell loads it under (runtime-config.json). */
export interface RemoteContracts {
  catalog: CatalogExposes;
  checkout: CheckoutExposes;
  loyalty: LoyaltyExposes;
  account: AccountExposes;
  admin: AdminExposes;
}

export type RemoteName = keyof RemoteContracts;

/** The names remote `R` exposes, without './' (for a union of remotes, any of theirs). */
export type ExposeName<R extends RemoteName> = R extends RemoteName
  ? keyof RemoteContracts[R] & string
  : never;

/** The props of an exposed module that renders; never for one that doesn't (routes, prefetch). */
type PropsOf<Module> = Module extends { default: ComponentType<infer P> } ? P : never;

/**
 * The exposes of remote `R` that render (its `App` and its widgets), the ones the shell puts in
 * a slot (for a union of remotes, any of theirs).
 */
export type ComponentExposeName<R extends RemoteName> = R extends RemoteName
  ? {
      [E in ExposeName<R>]: [PropsOf<RemoteContracts[R][E]>] extends [never] ? never : E;
    }[ExposeName<R>]
  : never;

/** The module `R`'s expose `E` provides. */
export type ExposedModule<R extends RemoteName, E extends ExposeName<R>> = R extends RemoteName
  ? E extends keyof RemoteContracts[R]
    ? RemoteContracts[R][E]
    : never
  : never;

/** Each pair's props, as a union, when `R` or `E` is one. */
type PropsOfEach<R extends RemoteName, E extends string> = R extends RemoteName
  ? E extends keyof RemoteContracts[R]
    ? PropsOf<RemoteContracts[R][E]>
    : never
  : never;

/** The members of union `U` as one intersection (props are objects). */
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I extends object,
) => void
  ? I
  : never;

/**
 * The props of the component `R`'s expose `E` renders. When `R` or `E` is a union (a slot whose
 * remote comes from a table), the props every one of those components accepts.
 */
export type ExposedProps<R extends RemoteName, E extends ComponentExposeName<R>> = Intersection<
  PropsOfEach<R, E>
>;

/**
 * The exposes map of a remote's `src/expose.ts` (`'./Name'` → source file), which must have
 * exactly its contract's exposes: `export const exposes = { … } satisfies ExposesMap<CheckoutExposes>`.
 */
export type ExposesMap<Exposes> = {
  readonly [E in keyof Exposes & string as `./${E}`]: string;
};

/**
 * `Modules`, checked to implement `Contract`: a remote's type-level check of what its exposed
 * files export (`Implements<CheckoutExposes, { CartDropdown: typeof CartDropdown; … }>`).
 */
export type Implements<Contract, Modules extends Contract> = Modules;
