import { createGlobalStyle } from 'styled-components';

/**
 * Base document styles: border-box sizing, the body font and colours, and a visible keyboard focus
 * ring. Code is set in the theme's monospace and form controls in the text around them, never in a
 * font the browser picks from the machine it runs on. Render once, inside `ThemeProvider`, near the
 * root of the app.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily.body};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.color.text.default};
    background: ${({ theme }) => theme.color.bg.canvas};
  }

  code, kbd, pre, samp {
    font-family: ${({ theme }) => theme.typography.fontFamily.monospace};
  }

  button, input, select, textarea, ::file-selector-button {
    font-family: inherit;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
