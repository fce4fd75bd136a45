import { createPortalStore, watchBrowserConnection } from '@portal/shared';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { scheduleProfileRefresh } from './startup/profileRefresh';
import { registerServiceWorker } from './startup/serviceWorker';
import { startPortal } from './startup/startPortal';

const store = createPortalStore();
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(<App store={store} />);

watchBrowserConnection(store);
registerServiceWorker();
void startPortal(store).then(() => scheduleProfileRefresh(store));
