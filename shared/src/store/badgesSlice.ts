import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Counts shown on buttons outside an area's pages (spec 2: the chat button's unread badge), by
 * key: the area counts, the shell shows the count where a `TopBarContribution` names the key.
 */
export const badgesSlice = createSlice({
  name: 'badges',
  initialState: {} as Record<string, number>,
  reducers: {
    badgeCounted(state, action: PayloadAction<{ key: string; count: number }>) {
      const { key, count } = action.payload;
      state[key] = Math.max(0, Math.floor(count));
    },
  },
  selectors: {
    selectBadge: (state, key: string) => state[key] ?? 0,
  },
});

export const { badgeCounted } = badgesSlice.actions;
export const { selectBadge } = badgesSlice.selectors;
