// The public API of @stampcard/ui: explicit pairs of component and props type.
// Each component is also importable on its own: `import { Button } from '@stampcard/ui/Button'`.
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';

export {
  ThemeProvider,
  GlobalStyle,
  theme,
  media,
  color,
  space,
  typography,
  radius,
  shadow,
  zIndex,
  breakpoint,
  size,
  motion,
  contrastRatio,
  relativeLuminance,
} from './theme';
export type { Theme, ThemeProviderProps, ColorTokens, SpaceToken, BreakpointToken } from './theme';
