import 'styled-components';
import type { StyledTheme } from './styledTheme';

declare module 'styled-components' {
  export interface DefaultTheme extends StyledTheme {}
}
