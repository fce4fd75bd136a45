import {
  createPortalStore,
  type Registry,
  resolveEnvironment,
  watchBrowserConnection,
} from '@portal/shared';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { scheduleProfileRefresh } from './startup/profileRefresh';
import { startPortal } from './startup/startPortal';

const store = createPortalStore();
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(<App store={store} registry={null} />);

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch(resolveEnvironment().registryUrl);
  if (!response.ok) throw new Error(`Registry answered ${response.status}`);
  return (await response.json()) as Registry;
}

watchBrowserConnection(store);
Promise.all([fetchRegistry(), startPortal(store)]).then(
  ([registry]) => {
    root.render(<App store={store} registry={registry.remotes} />);
    scheduleProfileRefresh(store);
  },
  () => root.render(<App store={store} registry={null} />),
);
