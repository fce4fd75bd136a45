import { createEmbedLifecycles } from '@portal/shared';
import { area } from './area';
import { routes } from './routes';

/** single-spa lifecycles, so a partner page can mount this area without the shell. */
export const { bootstrap, mount, unmount } = createEmbedLifecycles({ routes, area });
