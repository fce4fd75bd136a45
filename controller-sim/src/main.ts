import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS } from '@portal/contracts';
import { startControllerSim } from './controllerSim.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  const port = Number(process.env.PORT_CONTROLLER_SIM || DEFAULT_PORTS.controllerSim);
  const dataDir = process.env.PORTAL_DATA_DIR
    ? join(process.env.PORTAL_DATA_DIR, 'controller-sim')
    : join(packageDir, '.data');
  const sim = await startControllerSim({ port, dataDir });

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      sim.close().catch((error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      });
    });
  }
  console.log(
    `Home controller simulator listening on ${sim.url} (a controller's URL: ${sim.url}/c/{systemId})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
