import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { GlobalStyles, ThemeProvider } from '../src/theme';
import { AXE_RUN_OPTIONS, THEME_GLOBAL } from '../storybook-a11y/axe-options.mjs';
import { ThemedDocsContainer } from './docs-container';
import { themeFromGlobals } from './themes';

/** Every story inside the design system's theme, pinned to the toolbar's light/dark choice. */
const withTheme: Decorator = (Story, context) => (
  <ThemeProvider forcedTheme={themeFromGlobals(context.globals)}>
    <GlobalStyles />
    <Story />
  </ThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    [THEME_GLOBAL]: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { [THEME_GLOBAL]: 'light' },
  parameters: {
    // Violations fail: the a11y panel, and `npm run test:storybook` (storybook-a11y/run.mjs)
    // with the same axe rules in both themes.
    a11y: { test: 'error', options: AXE_RUN_OPTIONS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { container: ThemedDocsContainer },
  },
};

export default preview;
