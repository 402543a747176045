import { renderStandalone } from '@bonis/tooling/standalone';
import App from './app/app';
import { DevHarness } from './app/dev-harness';

// Standalone dev entry: inside the store the shell renders ./App and the widgets with its own
// providers; here the harness stands in for the shell's header.
renderStandalone(
  <>
    <DevHarness />
    <App />
  </>,
);
