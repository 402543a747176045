import { routes as account } from '@bonis/mfe-account/routes';
import { routes as admin } from '@bonis/mfe-admin/routes';
import { routes as catalog } from '@bonis/mfe-catalog/routes';
import { routes as checkout } from '@bonis/mfe-checkout/routes';
import { routes as loyalty } from '@bonis/mfe-loyalty/routes';
import type { RemoteRoute } from '@bonis/contracts';
import type { RemoteName } from '../config/runtime-config';

/**
 * Each remote's route manifest (its `./routes`, exported as `@bonis/mfe-<name>/routes`), read
 * when the shell is built: plain data, so nothing of a remote's code comes with it and no
 * request is made at start-up. The URL space is the shell's: a remote that adds, removes or
 * retitles a URL needs a shell rebuild; any other redeploy of a remote does not.
 */
export const manifests: { readonly [Remote in RemoteName]: readonly RemoteRoute[] } = {
  catalog,
  checkout,
  loyalty,
  account,
  admin,
};
