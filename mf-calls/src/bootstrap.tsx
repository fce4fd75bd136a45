import { renderStandaloneArea } from '@portal/shared';
import { area } from './area';
import { routes } from './routes';

// This area alone, for developing it without the shell (`pnpm --filter mf-calls dev`).
renderStandaloneArea({ routes, area });
