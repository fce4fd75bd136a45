import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Theme } from '../theme/theme';

interface ThemeState {
  /** Spec 4: dark defaults to true. */
  dark: boolean;
  /** A community theme loaded from the flag's file; null means the product's default theme. */
  communityTheme: Theme | null;
}

const initialState: ThemeState = { dark: true, communityTheme: null };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    darkModeSet(state, action: PayloadAction<boolean>) {
      state.dark = action.payload;
    },
    communityThemeLoaded(state, action: PayloadAction<Theme | null>) {
      state.communityTheme = action.payload;
    },
  },
  selectors: {
    selectDark: (state) => state.dark,
    selectCommunityTheme: (state) => state.communityTheme,
  },
});

export const { darkModeSet, communityThemeLoaded } = themeSlice.actions;
export const { selectDark, selectCommunityTheme } = themeSlice.selectors;
