import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const SHARE_FILE = new URL('./routerShare.mjs', import.meta.url);

/** The names of react-router the portal shares (routerShare.mjs): the names it exports. */
export function sharedRouterNames(shareText = readFileSync(SHARE_FILE, 'utf8')) {
  const source = ts.createSourceFile('routerShare.mjs', shareText, ts.ScriptTarget.ES2022, false);
  const names = new Set();
  for (const statement of source.statements) {
    const clause = ts.isExportDeclaration(statement) && statement.exportClause;
    if (clause && ts.isNamedExports(clause))
      for (const e of clause.elements) names.add(e.name.text);
  }
  return names;
}

const isRouter = (node) => node && ts.isStringLiteral(node) && node.text === 'react-router';

/**
 * The values (not types) a module's text takes from `react-router`: the names it imports or
 * re-exports, and `*` for all of it (a namespace, a default or an `import()` of it).
 */
export function routerValuesImported(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, false);
  const names = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      isRouter(node.arguments[0])
    ) {
      names.push('*');
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    visit(statement);
    if (!isRouter(statement.moduleSpecifier)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (clause.name || (bindings && ts.isNamespaceImport(bindings))) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) names.push('*');
      else {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return names;
}

const isSource = (file) =>
  /\.([cm]?[jt]s|[jt]sx)$/.test(file) &&
  !/\.d\.[cm]?ts$/.test(file) &&
  !/\.(test|spec)\.[a-z]+$/.test(file) &&
  !file.split(/[\\/]/).includes('testing');

/**
 * What the code under `sourceDir` (its tests and test helpers aside) takes from react-router that
 * the portal does not share: each as "file: name". Empty when every name is shared. A name the
 * share lacks would be undefined in the running portal, so a build with one fails.
 */
export function unsharedRouterNames(sourceDir, shared = sharedRouterNames()) {
  const problems = [];
  for (const file of readdirSync(sourceDir, { recursive: true }).filter(isSource)) {
    const path = join(sourceDir, file);
    for (const name of routerValuesImported(readFileSync(path, 'utf8'), path)) {
      if (!shared.has(name)) {
        problems.push(
          name === '*'
            ? `${file}: imports all of react-router; import the names it uses`
            : `${file}: ${name}`,
        );
      }
    }
  }
  return problems;
}
