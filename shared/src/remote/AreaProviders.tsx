import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { PortalStore } from '../store/createPortalStore';
import { selectCommunityTheme, selectDark } from '../store/themeSlice';
import { GlobalStyle } from '../theme/GlobalStyle';
import { makeStyledTheme } from '../theme/styledTheme';
import { defaultTheme } from '../theme/theme';

function ThemedArea({ children }: { children: ReactNode }) {
  const dark = useSelector(selectDark);
  const communityTheme = useSelector(selectCommunityTheme);
  return (
    <ThemeProvider theme={makeStyledTheme(communityTheme ?? defaultTheme, dark)}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** The store and theme every screen of the portal renders inside. */
export function AreaProviders({ store, children }: { store: PortalStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedArea>{children}</ThemedArea>
    </Provider>
  );
}
