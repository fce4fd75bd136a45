import { defaultTheme, makeStyledTheme } from '@portal/shared';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

const theme = makeStyledTheme(defaultTheme, true);

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Test helper: render a screen inside the default dark theme. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: Themed });
}
