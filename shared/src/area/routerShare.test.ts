import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedRouterNames, unsharedRouterNames } from '../../build/routerNames.mjs';

/*
 * The shell shares only the names of react-router the portal uses (shared/build/routerShare.mjs).
 * A name left out would be undefined in the running portal, so the builds refuse it.
 */

const repo = join(__dirname, '..', '..', '..');

describe('the router names the portal shares', () => {
  it('are every name the shell, the platform and each area take from react-router', () => {
    const packages = ['shell', 'shared', ...readdirSync(repo).filter((d) => /^mf-/.test(d))];
    expect(packages.length).toBeGreaterThan(9);
    for (const dir of packages) {
      expect([dir, unsharedRouterNames(join(repo, dir, 'src'))]).toEqual([dir, []]);
    }
  });

  it('are found in the code that uses them: values only, tests and test helpers aside', () => {
    const src = mkdtempSync(join(tmpdir(), 'router-names-'));
    try {
      mkdirSync(join(src, 'testing'));
      mkdirSync(join(src, 'screens'));
      const files: Record<string, string> = {
        'screens/List.tsx': "import { Link, useMatches as matches } from 'react-router';",
        'screens/types.ts': "import type { Fetcher } from 'react-router';",
        'screens/kinds.ts': "import { type Form, useParams } from 'react-router';",
        'screens/all.ts': "import * as Router from 'react-router';",
        'screens/again.ts': "export { Await } from 'react-router';",
        'screens/later.tsx': "const router = () => import('react-router');",
        'screens/declared.d.ts': "import { Form } from 'react-router';",
        'screens/List.test.tsx': "import { MemoryRouter } from 'react-router';",
        'testing/render.tsx': "import { MemoryRouter } from 'react-router';",
        'other.ts': "import { useMatches } from 'some-other-router';",
      };
      for (const [file, text] of Object.entries(files)) writeFileSync(join(src, file), text);
      expect(unsharedRouterNames(src).sort()).toEqual([
        'screens/List.tsx: useMatches',
        'screens/again.ts: Await',
        'screens/all.ts: imports all of react-router; import the names it uses',
        'screens/later.tsx: imports all of react-router; import the names it uses',
      ]);
    } finally {
      rmSync(src, { recursive: true });
    }
  });

  it('are read from what the share exports', () => {
    const text = "export { Link, unstable_usePrompt as usePrompt } from './router.mjs';";
    expect([...sharedRouterNames(text)]).toEqual(['Link', 'usePrompt']);
  });

  // Areas released against the platform use these: a name is only ever added (routerShare.mjs).
  it('keep every name the platform has shared', () => {
    const names = sharedRouterNames();
    for (const name of [
      'createBrowserRouter',
      'createContext',
      'createMemoryRouter',
      'generatePath',
      'Link',
      'matchPath',
      'Navigate',
      'NavLink',
      'Outlet',
      'RouterContextProvider',
      'RouterProvider',
      'useLocation',
      'useNavigate',
      'useNavigation',
      'useParams',
      'useRouteError',
      'useSearchParams',
    ]) {
      expect([name, names.has(name)]).toEqual([name, true]);
    }
    // And nothing the portal does not use: the rest of the router stays out of the builds.
    expect(names.has('ServerRouter')).toBe(false);
  });
});
