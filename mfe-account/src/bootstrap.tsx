import { renderStandalone } from '@bonis/tooling/standalone';
import App from './app/app';

// Standalone dev entry: inside the store the shell renders ./App with its own providers.
renderStandalone(<App />);
