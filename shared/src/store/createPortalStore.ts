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
    offline: () => wentOffline(store),
    answered: () => cameBackOnline(store),
    slowChanged: (slow) => store.dispatch(slowChanged(slow)),
    slowAlert: () => store.dispatch(alertShown('$slow', { kind: 'warning' })),
  });
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type PortalDispatch = PortalStore['dispatch'];

type StoreLike = Pick<PortalStore, 'dispatch' | 'getState'>;

function wentOffline(store: StoreLike): void {
  store.dispatch(offlineChanged(true));
  store.dispatch(alertShown('$offline', { kind: 'warning', persistent: true }));
}

/** Online again (the browser says so, or a call was answered): the offline icon and alert go. */
function cameBackOnline(store: StoreLike): void {
  const state = store.getState();
  if (!state.connection.offline) return;
  store.dispatch(offlineChanged(false));
  if (state.alerts.current?.text === '$offline')
    store.dispatch(alertCleared(state.alerts.current.id));
}

/** Spec 4: the browser's online/offline events toggle the offline alert. */
export function watchBrowserConnection(store: PortalStore): () => void {
  const offline = () => wentOffline(store);
  const online = () => cameBackOnline(store);
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}
