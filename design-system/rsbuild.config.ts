import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Read by storybook-react-rsbuild (Storybook's builder). Without pluginReact() the automatic JSX
// runtime is off and stories fail with "React is not defined".
export default defineConfig({
  plugins: [pluginReact()],
});
