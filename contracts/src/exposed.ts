import type { ComponentType } from 'react';

/**
 * An exposed module that renders: a remote's page (`./App`) or one of its widgets. The shell
 * renders its default export with the props of the contract (shell/src/remotes/remote-slot.tsx).
 */
export interface ExposedComponent<P> {
  default: ComponentType<P>;
}

/** The props of a module that takes none (every remote's `./App`: it reads the URL itself). */
export type NoProps = Record<string, never>;
