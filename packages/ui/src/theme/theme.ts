import { breakpoint, color, motion, radius, shadow, size, space, typography, zIndex } from './tokens';

/** The kit's default theme: every token, as styled-components' `props.theme`. */
export const theme = {
  color,
  space,
  typography,
  radius,
  shadow,
  zIndex,
  breakpoint,
  size,
  motion,
} as const;

/** The shape of a theme. Pass an object of this type to `ThemeProvider` to re-theme the kit. */
export type Theme = typeof theme;

/**
 * Media queries on the breakpoint tokens, for use inside styled-components templates:
 * `${media.upTo('menu')} { width: 130px; }`.
 */
export const media = {
  /** Viewports at most `breakpoint[name]` pixels wide. */
  upTo: (name: keyof Theme['breakpoint']): string => `@media (max-width: ${theme.breakpoint[name]}px)`,
  /** Viewports wider than `breakpoint[name]` pixels. */
  above: (name: keyof Theme['breakpoint']): string => `@media (min-width: ${theme.breakpoint[name] + 1}px)`,
} as const;

declare module 'styled-components' {
  // Types `props.theme` in every styled component of the kit and of the products that use it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
