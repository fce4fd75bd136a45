import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  sharedNames,
  sharedValuesImported,
  unsharedLibraryNames,
  unsharedNames,
} from '../../build/sharedNames.mjs';

/*
 * The shell shares only the names the portal uses of react-router, Redux Toolkit, RTK Query,
 * react-redux and styled-components (shared/build/sharedNames.mjs). A name left out would be
 * undefined in the running portal, so the builds refuse it.
 */

const repo = join(__dirname, '..', '..', '..');

describe('the names the portal shares', () => {
  it('are every name the shell, the platform and each area take from the packages shared by name', () => {
    const packages = ['shell', 'shared', ...readdirSync(repo).filter((d) => /^mf-/.test(d))];
    expect(packages.length).toBeGreaterThan(9);
    for (const dir of packages) {
      expect([dir, unsharedNames(join(repo, dir, 'src'))]).toEqual([dir, []]);
    }
  });

  it('are every name RTK Query takes from Redux Toolkit and react-redux', () => {
    expect(unsharedLibraryNames()).toEqual([]);
  });

  it('are found in the code that uses them: values only, tests and test helpers aside', () => {
    const src = mkdtempSync(join(tmpdir(), 'shared-names-'));
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
        'screens/styles.ts': "import styled, { css, withTheme } from 'styled-components';",
        'screens/store.ts': "import { connect, useSelector } from 'react-redux';",
        'screens/gate.ts': "import { skipToken } from '@reduxjs/toolkit/query';",
        'screens/typed.ts': "import type { BaseQueryApi } from '@reduxjs/toolkit/query';",
        'screens/List.test.tsx': "import { MemoryRouter } from 'react-router';",
        'testing/render.tsx': "import { MemoryRouter } from 'react-router';",
        'other.ts': "import { useMatches } from 'some-other-router';",
      };
      for (const [file, text] of Object.entries(files)) writeFileSync(join(src, file), text);
      expect(unsharedNames(src).sort()).toEqual([
        'screens/List.tsx: useMatches from react-router',
        'screens/again.ts: Await from react-router',
        'screens/all.ts: imports all of react-router; import the names it uses',
        'screens/gate.ts: imports @reduxjs/toolkit/query, a part not shared',
        'screens/later.tsx: imports all of react-router; import the names it uses',
        'screens/store.ts: connect from react-redux',
        'screens/styles.ts: withTheme from styled-components',
      ]);
    } finally {
      rmSync(src, { recursive: true });
    }
  });

  it('count a default import as the name default, and a subpath as a package of its own', () => {
    const text = [
      "import styled from 'styled-components';",
      "import { createApi } from '@reduxjs/toolkit/query/react';",
      "import { createSlice } from '@reduxjs/toolkit';",
      "import { produce } from 'immer';",
    ].join('\n');
    expect(sharedValuesImported(text, 'file.ts')).toEqual([
      ['styled-components', 'default'],
      ['@reduxjs/toolkit/query/react', 'createApi'],
      ['@reduxjs/toolkit', 'createSlice'],
    ]);
  });

  it('are read from what the share exports', () => {
    const text = "export { Link, unstable_usePrompt as usePrompt } from './router.mjs';";
    expect([...sharedNames('react-router', text)]).toEqual(['Link', 'usePrompt']);
  });

  // Areas released against the platform use these: a name is only ever added (sharedNames.mjs).
  it.each([
    [
      'react-router',
      [
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
      ],
      'ServerRouter',
    ],
    [
      '@reduxjs/toolkit',
      ['combineSlices', 'configureStore', 'createAction', 'createSelector', 'createSlice'],
      'createListenerMiddleware',
    ],
    ['@reduxjs/toolkit/query/react', ['createApi', 'skipToken'], 'fetchBaseQuery'],
    ['react-redux', ['Provider', 'useDispatch', 'useSelector', 'useStore'], 'connect'],
    [
      'styled-components',
      [
        'createGlobalStyle',
        'css',
        'default',
        'keyframes',
        'StyleSheetManager',
        'ThemeProvider',
        'useTheme',
      ],
      'ServerStyleSheet',
    ],
  ])('keep every name the platform has shared of %s', (pkg, kept, left) => {
    const names = sharedNames(pkg);
    for (const name of kept) expect([name, names.has(name)]).toEqual([name, true]);
    // And nothing the portal does not use: the rest of the package stays out of the builds.
    expect(names.has(left)).toBe(false);
  });
});
