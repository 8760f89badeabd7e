/**
 * Folder-level import cycles (issue 35 item 4): data flows one way (middleware → route →
 * data → render → islands), so no folder may reach back into one that reaches it. Each folder
 * of worker/ and of client/ is a node, and so is each file at their top (app.ts composes
 * everything, log.ts is used by everything; entry.ts starts the islands); shared/, markets/ and
 * flags/ are one node each. In client/, page/ holds what islands and the page's plain-DOM
 * enhancements (ui/) both use: the islands' lifecycle and props, modal history, toasts. Type-only imports are left out: they vanish from the bundle and cannot make a module
 * run before the module it needs. Imports are read with the TypeScript parser, not a regex.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const areas = ['worker', 'client', 'shared', 'markets', 'flags'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.generated.ts') ? [path] : [];
  });
}

/** The node a file (or an import path without extension) belongs to: `worker/data`, `worker/app`, `client/islands`, `shared`. */
export function folderOf(file: string): string | null {
  const parts = relative(root, file).split('/');
  const [area, next] = parts;
  if (!area || !areas.includes(area)) return null;
  if (area !== 'worker' && area !== 'client') return area;
  return `${area}/${next?.replace(/\.tsx?$/, '')}`;
}

/** Runtime imports (static, re-exports and dynamic) of one file, as repo paths without extension. */
export function runtimeImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const add = (specifier: ts.Expression | undefined) => {
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) found.push(resolve(dirname(file), specifier.text));
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly = clause?.isTypeOnly || (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Folder → folder it imports at run time → one file that does. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const area of areas) {
    for (const file of sourceFiles(join(root, area))) {
      const from = folderOf(file);
      if (!from) continue;
      for (const target of runtimeImports(file)) {
        const to = folderOf(target);
        if (!to || to === from) continue;
        const edges = graph.get(from) ?? new Map<string, string>();
        if (!edges.has(to)) edges.set(to, relative(root, file));
        graph.set(from, edges);
      }
    }
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan): each is a cycle between folders. */
export function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

describe('folder-level import cycles', () => {
  test('the checker sees a cycle, type-only imports aside', () => {
    const a = join(root, 'worker/a/x.ts');
    expect(runtimeImports(a, "import { y } from '../b/y';\nimport type { Z } from '../c/z';\nimport { type W } from '../d/w';\nexport { v } from '../e/v';\nconst l = () => import('../f/l');")
      .map((path) => relative(root, path))).toEqual(['worker/b/y', 'worker/e/v', 'worker/f/l']);
    const graph = new Map([['worker/a', new Map([['worker/b', 'a.ts']])], ['worker/b', new Map([['worker/a', 'b.ts'], ['shared', 'b.ts']])]]);
    expect(cycles(graph)).toEqual([['worker/a', 'worker/b']]);
    expect(cycles(new Map([['worker/a', new Map([['worker/b', 'a.ts']])]]))).toEqual([]);
  });

  test('no folder of worker/, client/, shared/, markets/ or flags/ imports one that imports it', () => {
    const graph = folderGraph();
    const described = cycles(graph).map((component) =>
      component.flatMap((from) => component.filter((to) => graph.get(from)?.has(to)).map((to) => `${from} → ${to} (${graph.get(from)!.get(to)})`)).join('\n  '),
    );
    expect(described, `folder cycles:\n  ${described.join('\n\n  ')}`).toEqual([]);
  });
});
