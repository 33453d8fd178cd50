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

// Media queries live apart from the theme object, so a component that needs one does not bundle every token.
export { media } from './media';

declare module 'styled-components' {
  // Types `props.theme` in every styled component of the kit and of the products that use it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
