import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AlertKind = 'info' | 'success' | 'warning' | 'error';

export interface PortalAlert {
  id: number;
  text: string;
  kind: AlertKind;
  /** Connection alerts stay until dismissed; the others clear after 5 s (spec 4). */
  persistent: boolean;
}

interface AlertsState {
  current: PortalAlert | null;
  nextId: number;
}

const initialState: AlertsState = { current: null, nextId: 1 };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<Omit<PortalAlert, 'id'>>) {
        // Spec 4: alerts are ignored while a persistent one is showing.
        if (state.current?.persistent) return;
        state.current = { ...action.payload, id: state.nextId };
        state.nextId += 1;
      },
      prepare(text: string, options: { kind?: AlertKind; persistent?: boolean } = {}) {
        return {
          payload: { text, kind: options.kind ?? 'info', persistent: options.persistent ?? false },
        };
      },
    },
    /** Clears the alert with this id (a timer only clears the alert it was set for). */
    alertCleared(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined || state.current?.id === action.payload)
        state.current = null;
    },
  },
  selectors: {
    selectAlert: (state) => state.current,
  },
});

export const { alertShown, alertCleared } = alertsSlice.actions;
export const { selectAlert } = alertsSlice.selectors;
