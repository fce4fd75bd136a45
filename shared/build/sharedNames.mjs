import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The packages shared by their names, each with the module offered in its place: the names of it
 * the portal uses, and no others. A shared module keeps every export it has, because the build
 * cannot know which ones another build will ask for; shared whole, each of these kept all of
 * itself on the shell's first load (react-router its server rendering, sessions and cookies;
 * react-redux `connect`; styled-components its server style sheets; Redux Toolkit its listener
 * middleware and entity adapters). A build whose code imports a name a share lacks stops and
 * names it, since the name would be undefined on the page.
 *
 * Areas built against these lists run in a shell that offers them: a name is only ever added,
 * with a platform minor version that areas using it state (a name taken out would break them).
 */
export const NAME_SHARES = {
  'react-router': 'routerShare.mjs',
  '@reduxjs/toolkit': 'reduxShare.mjs',
  '@reduxjs/toolkit/query/react': 'rtkQueryShare.mjs',
  'react-redux': 'reactReduxShare.mjs',
  'styled-components': 'styledShare.mjs',
};

/**
 * Files of the libraries shared by name that import another of them (RTK Query takes Redux
 * Toolkit's and react-redux's names): the names they take must be shared as well.
 */
export const LIBRARY_FILES = [
  '@reduxjs/toolkit/dist/query/rtk-query.modern.mjs',
  '@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs',
];

/** The module shared in a package's place. */
export const shareFile = (pkg) => new URL(`./${NAME_SHARES[pkg]}`, import.meta.url);

/** The names a share offers (`default` for a default export): the names its text exports. */
export function sharedNames(pkg, shareText = readFileSync(shareFile(pkg), 'utf8')) {
  const source = ts.createSourceFile('share.mjs', shareText, ts.ScriptTarget.ES2022, false);
  const names = new Set();
  for (const statement of source.statements) {
    const clause = ts.isExportDeclaration(statement) && statement.exportClause;
    if (clause && ts.isNamedExports(clause))
      for (const e of clause.elements) names.add(e.name.text);
  }
  return names;
}

const isShared = (specifier) => Object.hasOwn(NAME_SHARES, specifier);

/** A package shared by name, or another part of one (`@reduxjs/toolkit/query`), else null. */
const sharedPackageOf = (node) =>
  node &&
  ts.isStringLiteral(node) &&
  (isShared(node.text) || Object.keys(NAME_SHARES).some((pkg) => node.text.startsWith(`${pkg}/`)))
    ? node.text
    : null;

/**
 * The values (not types) a module's text takes from the packages shared by name and their other
 * parts, as `[package, name]`: the names it imports or re-exports, `default` for a default
 * import, and `*` for all of one (a namespace, an `export *` or an `import()` of it).
 */
export function sharedValuesImported(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, false);
  const names = [];
  const named = (pkg, elements) => {
    for (const e of elements) {
      if (!e.isTypeOnly) names.push([pkg, (e.propertyName ?? e.name).text]);
    }
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const pkg = sharedPackageOf(node.arguments[0]);
      if (pkg) names.push([pkg, '*']);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    visit(statement);
    const pkg = sharedPackageOf(statement.moduleSpecifier);
    if (!pkg) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (clause.name) names.push([pkg, 'default']);
      if (bindings && ts.isNamespaceImport(bindings)) names.push([pkg, '*']);
      if (bindings && ts.isNamedImports(bindings)) named(pkg, bindings.elements);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) named(pkg, clause.elements);
      else names.push([pkg, '*']);
    }
  }
  return names;
}

/**
 * What the texts take from the packages shared by name that their shares lack, as "file: …". A
 * part of such a package that is not shared itself (`@reduxjs/toolkit/query`) would be bundled
 * beside the shared one, a second copy that may take names the shares lack: the portal's code
 * imports the shared parts only, the libraries' own files (`partsAllowed`) as they are built.
 */
function unsharedIn(files, readText, { partsAllowed = false } = {}) {
  const shares = new Map(Object.keys(NAME_SHARES).map((pkg) => [pkg, sharedNames(pkg)]));
  const problems = [];
  for (const file of files) {
    for (const [pkg, name] of sharedValuesImported(readText(file), String(file))) {
      if (!isShared(pkg)) {
        if (!partsAllowed) problems.push(`${file}: imports ${pkg}, a part not shared`);
        continue;
      }
      if (shares.get(pkg).has(name)) continue;
      problems.push(
        name === '*'
          ? `${file}: imports all of ${pkg}; import the names it uses`
          : `${file}: ${name} from ${pkg}`,
      );
    }
  }
  return problems;
}

const isSource = (file) =>
  /\.([cm]?[jt]s|[jt]sx)$/.test(file) &&
  !/\.d\.[cm]?ts$/.test(file) &&
  !/\.(test|spec)\.[a-z]+$/.test(file) &&
  !file.split(/[\\/]/).includes('testing');

/**
 * What the code under `sourceDir` (its tests and test helpers aside) takes from the packages
 * shared by name that their shares lack, or from their parts not shared: each as "file: …".
 * Empty when every name is shared. A name a share lacks would be undefined in the running
 * portal, so a build with one fails.
 */
export function unsharedNames(sourceDir) {
  const files = readdirSync(sourceDir, { recursive: true }).filter(isSource);
  return unsharedIn(files, (file) => readFileSync(join(sourceDir, file), 'utf8'));
}

/** The same for the shared libraries' own files that import one another (LIBRARY_FILES). */
export function unsharedLibraryNames() {
  return unsharedIn(
    LIBRARY_FILES,
    (file) => readFileSync(new URL(`../node_modules/${file}`, import.meta.url), 'utf8'),
    { partsAllowed: true },
  );
}
