import type { ExposedComponent, NoProps } from './exposed';
import type { RouteManifestModule } from './routes';

/** What mfe-admin exposes (its `src/expose.ts`), by expose name without './'. */
export interface AdminExposes {
  /** the admin panel, every `/admin/*` URL (the shell gates it to admins) */
  App: ExposedComponent<NoProps>;
  routes: RouteManifestModule;
}
