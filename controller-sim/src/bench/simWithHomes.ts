import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startControllerSim } from '../controllerSim.ts';
import { demoHome } from '../demoHomes.ts';

/** A simulator holding HOMES generated demo homes (`home-<n>`, token `token-<n>`), for load. */
const count = Number(process.env.HOMES || 100);
const sim = await startControllerSim({
  port: 0,
  dataDir: mkdtempSync(join(tmpdir(), 'controller-sim-bench-')),
  homes: Array.from({ length: count }, (_, index) =>
    demoHome({ systemId: `home-${index}`, accessToken: `token-${index}` }),
  ),
});
// The parent reads the address from the first line.
console.log(sim.url);
process.once('SIGTERM', () => void sim.close().then(() => process.exit(0)));
