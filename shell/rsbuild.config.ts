import { createShellConfig } from '@portal/shared/build';

export default createShellConfig();
