import { createEmbedConfig } from '@portal/shared/build';

export default createEmbedConfig();
