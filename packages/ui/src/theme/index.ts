export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { theme, media } from './theme';
export type { Theme } from './theme';
export { color, space, typography, radius, shadow, zIndex, breakpoint, size, motion } from './tokens';
export type { ColorTokens, SpaceToken, BreakpointToken } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
export { visuallyHidden, VisuallyHidden } from '../internal/visuallyHidden';
