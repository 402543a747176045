import { useCallback, useSyncExternalStore, type PropsWithChildren } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { createGlobalStyle } from 'styled-components';
import { GlobalStyles, ThemeProvider } from '../src/theme';
import { themes } from '../src/tokens';
import { docsThemes, themeFromGlobals } from './themes';

type Channel = DocsContainerProps['context']['channel'];

/**
 * The theme toolbar global as docs pages see it. Docs pages are not stories, so decorators
 * and `useGlobals` don't reach them; the preview announces globals on the channel before it
 * renders a docs page, and the channel remembers the last announcement.
 */
function useThemeGlobal(channel: Channel) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      channel.on(GLOBALS_UPDATED, onChange);
      return () => channel.off(GLOBALS_UPDATED, onChange);
    },
    [channel],
  );
  const read = useCallback(() => {
    const [payload] = (channel.last(GLOBALS_UPDATED) ?? []) as [{ globals?: unknown }?];
    return themeFromGlobals(payload?.globals);
  }, [channel]);
  return useSyncExternalStore(subscribe, read, () => 'light' as const);
}

/**
 * Storybook's code highlighting has a few colours under AA contrast on the docs background
 * (light: #eb0000 attribute names at 4.47:1, #008380 numbers at 4.44:1; dark: #9a050f
 * deletions at 2.1:1). These take the design system's tested colours instead.
 */
const CodeColors = createGlobalStyle`
  :root:not([data-theme='dark']) .sbdocs .docblock-source .token {
    &.attr-name, &.property, &.regex, &.entity { color: ${themes.light.danger}; }
    &.url, &.symbol, &.number, &.boolean, &.variable, &.constant, &.inserted {
      color: ${themes.light.accent};
    }
    &.class-name { color: ${themes.light.info}; }
    &.comment, &.prolog, &.doctype, &.cdata { color: ${themes.light.success}; }
  }
  :root[data-theme='dark'] .sbdocs .docblock-source .token.deleted {
    color: ${themes.dark.danger};
  }
`;

/** MDX and autodocs pages in the design system's theme, light or dark as the toolbar says. */
export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const theme = useThemeGlobal(context.channel);
  return (
    <ThemeProvider forcedTheme={theme}>
      <GlobalStyles />
      <CodeColors />
      <DocsContainer context={context} theme={docsThemes[theme]}>
        {children}
      </DocsContainer>
    </ThemeProvider>
  );
}
