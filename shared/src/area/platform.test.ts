import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_VERSION } from './platform';

it('is the version of @portal/shared', () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
  expect(PLATFORM_VERSION).toBe(pkg.version);
});
