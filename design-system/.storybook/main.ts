import remarkGfm from 'remark-gfm';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  framework: { name: 'storybook-react-rsbuild', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    {
      name: '@storybook/addon-docs',
      // GitHub-flavoured Markdown (tables) in the MDX pages under src/docs
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
  ],
  features: {
    // GlobalStyles paints the page in the theme's background; the theme toolbar switches it
    backgrounds: false,
  },
  core: {
    // closed network: no usage reports, no update checks
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
