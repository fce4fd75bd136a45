import { type EventPriceFilter, type EventTimeframe, rootReducer } from '@portal/shared';
import type { WithSlice } from '@reduxjs/toolkit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toggleCalendar } from '../lib/eventFilters';

/** The event list's filters and page: kept while the person moves around the portal. */
export interface EventsFilterState {
  timeframe: EventTimeframe;
  price: EventPriceFilter;
  calendars: string[];
  search: string;
  page: number;
}

const initialState: EventsFilterState = {
  timeframe: 'Year',
  price: 'any',
  calendars: [],
  search: '',
  page: 1,
};

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    timeframeChosen(state, action: PayloadAction<EventTimeframe>) {
      state.timeframe = action.payload;
      state.page = 1;
    },
    priceChosen(state, action: PayloadAction<EventPriceFilter>) {
      state.price = action.payload;
      state.page = 1;
    },
    calendarToggled(state, action: PayloadAction<string>) {
      state.calendars = toggleCalendar(state.calendars, action.payload);
      state.page = 1;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.page = 1;
    },
    filtersCleared() {
      return initialState;
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = Math.max(1, action.payload);
    },
  },
  selectors: {
    selectEventFilters: (state) => state,
  },
});

declare module '@portal/shared' {
  interface LazyLoadedSlices extends WithSlice<typeof eventsSlice> {}
}

/** The root reducer with this slice injected; its selectors read the injected state. */
export const injectedEventsSlice = eventsSlice.injectInto(rootReducer);

export const {
  timeframeChosen,
  priceChosen,
  calendarToggled,
  searchChanged,
  filtersCleared,
  pageChosen,
} = eventsSlice.actions;
export const { selectEventFilters } = injectedEventsSlice.selectors;
