import { createRemoteConfig } from '@portal/shared/build';

export default createRemoteConfig('mf_controls');
