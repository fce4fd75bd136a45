import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { makeStyledTheme } from '../theme/styledTheme';
import { defaultTheme } from '../theme/theme';

const darkTheme = makeStyledTheme(defaultTheme, true);
const lightTheme = makeStyledTheme(defaultTheme, false);

function DarkWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={darkTheme}>{children}</ThemeProvider>;
}

function LightWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;
}

/** Test helper: render inside the default theme (dark unless told otherwise). */
export function renderWithTheme(
  ui: ReactElement,
  { dark = true, ...options }: RenderOptions & { dark?: boolean } = {},
): RenderResult {
  return render(ui, { wrapper: dark ? DarkWrapper : LightWrapper, ...options });
}
