import { configureStore } from '@reduxjs/toolkit';
import { portalApi } from '../api/portalApi';
import { connectionMonitor } from '../connection/ConnectionMonitor';
import { alertCleared, alertShown } from './alertsSlice';
import { callEnded, callStarted, offlineChanged, slowChanged } from './connectionSlice';
import { rootReducer } from './rootReducer';

/** The one store of the portal, created by the shell (or by an area mounted alone). */
export function createPortalStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
  connectionMonitor.bind({
    callStarted: () => store.dispatch(callStarted()),
    callEnded: () => store.dispatch(callEnded()),
    offline: () => {
      store.dispatch(offlineChanged(true));
      store.dispatch(alertShown('$offline', { kind: 'warning', persistent: true }));
    },
    slowChanged: (slow) => store.dispatch(slowChanged(slow)),
    slowAlert: () => store.dispatch(alertShown('$slow', { kind: 'warning' })),
  });
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type PortalDispatch = PortalStore['dispatch'];

/** Spec 4: the browser's online/offline events toggle the offline alert. */
export function watchBrowserConnection(store: PortalStore): () => void {
  const offline = () => {
    store.dispatch(offlineChanged(true));
    store.dispatch(alertShown('$offline', { kind: 'warning', persistent: true }));
  };
  const online = () => {
    if (!store.getState().connection.offline) return;
    store.dispatch(offlineChanged(false));
    store.dispatch(alertCleared());
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
