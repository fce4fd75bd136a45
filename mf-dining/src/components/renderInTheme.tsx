import { defaultTheme, makeStyledTheme } from '@portal/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';

/** Test helper: render inside the portal's default light theme. */
export function renderInTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={makeStyledTheme(defaultTheme, false)}>{ui}</ThemeProvider>);
}
