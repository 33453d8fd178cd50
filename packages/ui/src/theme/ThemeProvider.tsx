import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type Theme } from './theme';

export interface ThemeProviderProps {
  /** What the theme applies to. */
  children?: ReactNode;
  /**
   * The tokens to use.
   * @default theme
   */
  theme?: Theme;
  /**
   * Whether to render the kit's `GlobalStyle` (document font, colours, focus ring).
   * Turn it off when embedding the kit in a product that has its own.
   * @default true
   */
  withGlobalStyle?: boolean;
}

/** Provides the kit's theme to every component below it. */
export function ThemeProvider({ children, theme = defaultTheme, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
