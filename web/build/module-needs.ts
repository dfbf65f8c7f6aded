import { type Rollup } from 'vite';

type Statement = Rollup.ProgramNode['body'][number];

/** What one module takes from the others, read from its syntax tree. */
interface ModuleLinks {
  /**
   * Per module it imports or re-exports from: the names it takes, '*' for all of it (a
   * namespace), or none (`import './x'`, or names only passed on): the module is then run for
   * its side effects alone.
   */
  imports: { id: string; names: string[] | '*' }[];
  /** The names it declares and exports itself. */
  own: Set<string>;
  /** `export { a as b } from '…'`: b → the module and name it comes from ('*': its namespace). */
  reexports: Map<string, { id: string; name: string }>;
  /** `export * from '…'` */
  stars: string[];
}

const nameOf = (node: { type: string; name?: string; value?: unknown }): string =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

/** The module a statement imports or re-exports from, if any. */
function sourceOf(statement: Statement): string | undefined {
  if (
    statement.type === 'ImportDeclaration' ||
    statement.type === 'ExportAllDeclaration' ||
    (statement.type === 'ExportNamedDeclaration' && statement.source)
  ) {
    return String(statement.source?.value);
  }
  return undefined;
}

/**
 * The links of a module, or undefined when they cannot be read exactly (no syntax tree, or
 * sources Rollup resolved differently): the module is then taken whole, with all it imports.
 */
function linksOf(info: Rollup.ModuleInfo): ModuleLinks | undefined {
  const body = info.ast?.body;
  if (!body) return undefined;
  // Rollup lists a module's resolved imports in the order their sources first appear.
  const sources = [...new Set(body.map(sourceOf).filter((source) => source !== undefined))];
  if (sources.length !== info.importedIds.length) return undefined;
  const idOf = new Map(sources.map((source, index) => [source, info.importedIds[index]]));
  const links: ModuleLinks = {
    imports: [],
    own: new Set(info.exportedBindings?.['.'] ?? []),
    reexports: new Map(),
    stars: [],
  };
  /** Each imported binding → where it comes from ('*': a namespace). */
  const imported = new Map<string, { id: string; name: string }>();
  for (const statement of body) {
    // `import { a } from './a'; export { a }`, as a package's index often does: a re-export.
    if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      for (const s of statement.specifiers) {
        const from = imported.get(nameOf(s.local));
        if (!from) continue;
        links.own.delete(nameOf(s.exported));
        links.reexports.set(nameOf(s.exported), from);
      }
    }
    const source = sourceOf(statement);
    const id = source === undefined ? undefined : idOf.get(source);
    if (id === undefined) continue;
    if (statement.type === 'ImportDeclaration') {
      const { specifiers } = statement;
      for (const s of specifiers) {
        const name =
          s.type === 'ImportSpecifier'
            ? nameOf(s.imported)
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        imported.set(s.local.name, { id, name });
      }
      const isNamespace = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
      links.imports.push({
        id,
        names: isNamespace
          ? '*'
          : specifiers.map((s) => (s.type === 'ImportSpecifier' ? nameOf(s.imported) : 'default')),
      });
      continue;
    }
    // A module re-exported from runs when this one does, whether or not its names are used.
    links.imports.push({ id, names: [] });
    if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported) links.reexports.set(nameOf(statement.exported), { id, name: '*' });
      else links.stars.push(id);
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const s of statement.specifiers) {
        links.reexports.set(nameOf(s.exported), { id, name: nameOf(s.local) });
      }
    }
  }
  return links;
}

/**
 * Which modules' code some root modules run, statically (lazy imports are not followed), with
 * each import followed by the names it takes: `import { Button } from '@mantine/core'` needs
 * Button's module and what it imports, not every component the package's index re-exports.
 * That is what Rollup keeps after tree-shaking, to the module, and what its own chunks follow;
 * a `manualChunks` function sees only whole import lists, and needs this to group the modules a
 * page runs without every module of each package it touches.
 *
 * Where a module cannot be read exactly, it is taken whole with all it imports. The answer only
 * sorts modules into files: a module it misses is still loaded, from a file of Rollup's making.
 */
export class ModuleNeeds {
  private readonly links = new Map<string, ModuleLinks | undefined>();
  private readonly exportNames = new Map<string, Set<string> | 'unknown'>();
  /** Each module whose code is needed → the modules whose code it takes. */
  private readonly takes = new Map<string, Set<string>>();

  /**
   * @param isOpaque modules needed without following their imports (the map library's, whose
   *   chunks are made apart).
   */
  constructor(
    private readonly getModuleInfo: Rollup.GetModuleInfo,
    private readonly isOpaque: (id: string) => boolean = () => false,
  ) {}

  /**
   * The modules whose code `roots` run, the roots included; those `isExcluded` picks are left
   * out, and what only they take.
   */
  neededBy(
    roots: Iterable<string>,
    isExcluded: (id: string) => boolean = () => false,
  ): Set<string> {
    const needed = new Set<string>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (needed.has(id) || isExcluded(id)) continue;
      needed.add(id);
      pending.push(...this.takenBy(id));
    }
    return needed;
  }

  /** The modules whose code the module's own code takes. */
  takenBy(id: string): Set<string> {
    let takes = this.takes.get(id);
    if (takes) return takes;
    takes = new Set();
    this.takes.set(id, takes);
    if (this.isOpaque(id)) return takes;
    const links = this.linksOf(id);
    const imports =
      links?.imports ??
      (this.getModuleInfo(id)?.importedIds ?? []).map((imported) => ({
        id: imported,
        names: '*' as const,
      }));
    for (const { id: imported, names } of imports) {
      const declaring =
        names === '*'
          ? this.whole(imported, new Set())
          : names.flatMap((name) => this.declaring(imported, name, new Set()));
      for (const module of [...declaring, ...this.runFor(imported, new Set())]) takes.add(module);
    }
    return takes;
  }

  /**
   * What importing a module runs for its side effects alone: the module, unless its package
   * says it has none (Mantine's modules import each other bare: `import '../Box/Box.mjs'`),
   * and so on through what it re-exports.
   */
  private runFor(id: string, seen: Set<string>): string[] {
    if (seen.has(id)) return [];
    seen.add(id);
    if (this.getModuleInfo(id)?.moduleSideEffects !== false) return [id];
    const links = this.linksOf(id);
    if (!links) return [];
    return links.imports
      .filter((i) => i.names.length === 0)
      .flatMap((i) => this.runFor(i.id, seen));
  }

  private linksOf(id: string): ModuleLinks | undefined {
    if (!this.links.has(id)) {
      const info = this.getModuleInfo(id);
      this.links.set(id, info ? linksOf(info) : undefined);
    }
    return this.links.get(id);
  }

  /** A namespace of the module: it and every module it re-exports from. */
  private whole(id: string, seen: Set<string>): string[] {
    if (seen.has(id)) return [];
    seen.add(id);
    const links = this.linksOf(id);
    if (!links) return [id];
    const reexported = [...[...links.reexports.values()].map((r) => r.id), ...links.stars];
    return [id, ...reexported.flatMap((module) => this.whole(module, seen))];
  }

  /** The module declaring `name` as `id` exports it, found through re-exports. */
  private declaring(id: string, name: string, seen: Set<string>): string[] {
    const key = `${id}\0${name}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const links = this.linksOf(id);
    if (!links || links.own.has(name)) return [id];
    const reexport = links.reexports.get(name);
    if (reexport) {
      return reexport.name === '*'
        ? this.whole(reexport.id, new Set())
        : this.declaring(reexport.id, reexport.name, seen);
    }
    const stars = links.stars.filter((star) => this.mayExport(star, name));
    // Nothing declares it (a CommonJS module's names are made at build time): the module itself.
    if (stars.length === 0) return [id];
    return stars.flatMap((star) => this.declaring(star, name, seen));
  }

  /** Whether the module exports `name`, own or re-exported; true when it cannot be read. */
  private mayExport(id: string, name: string): boolean {
    const names = this.namesOf(id, new Set());
    return names === 'unknown' || names.has(name);
  }

  private namesOf(id: string, seen: Set<string>): Set<string> | 'unknown' {
    const known = this.exportNames.get(id);
    if (known) return known;
    const links = this.linksOf(id);
    if (!links || seen.has(id)) return 'unknown';
    seen.add(id);
    const names = new Set([...links.own, ...links.reexports.keys()]);
    for (const star of links.stars) {
      const starNames = this.namesOf(star, seen);
      if (starNames === 'unknown') {
        this.exportNames.set(id, 'unknown');
        return 'unknown';
      }
      for (const starName of starNames) if (starName !== 'default') names.add(starName);
    }
    this.exportNames.set(id, names);
    return names;
  }
}
