import { describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import { ModuleNeeds } from './module-needs';

/** A module of the fixture: its code, and whether its package declares it free of side effects. */
type Fixture = Record<string, { code: string; isPure?: boolean }>;

const PREFIX = '\0fixture:';

/**
 * Builds the fixture (entry `main`) in memory, as the app's build does, and answers which of
 * its modules `roots` need (Vite's own helpers left out).
 */
async function neededBy(fixture: Fixture, roots: string[]): Promise<string[]> {
  let needed: string[] = [];
  const plugin: Plugin = {
    name: 'fixture',
    resolveId: (source) =>
      source.replace('./', '') in fixture ? PREFIX + source.replace('./', '') : null,
    load(id) {
      const module = fixture[id.replace(PREFIX, '')];
      return module && { code: module.code, moduleSideEffects: !module.isPure };
    },
    generateBundle() {
      const needs = new ModuleNeeds((id) => this.getModuleInfo(id));
      needed = [...needs.neededBy(roots.map((root) => PREFIX + root))]
        .filter((id) => id.startsWith(PREFIX))
        .map((id) => id.replace(PREFIX, ''))
        .sort();
    },
  };
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: { write: false, minify: false, rollupOptions: { input: './main' } },
  });
  return needed;
}

/** A package's index re-exporting two components, each importing a shared helper. */
const PACKAGE: Fixture = {
  index: { code: "export { Button } from './button'; export * from './select';", isPure: true },
  button: {
    code: "import { box } from './box'; export const Button = () => box('b');",
    isPure: true,
  },
  select: { code: "import './box'; export const Select = () => 's';", isPure: true },
  box: { code: 'export const box = (x) => x;', isPure: true },
};

describe('the modules some roots need', () => {
  it('follows a named import through an index to the module declaring it, and its imports', async () => {
    const fixture = { ...PACKAGE, main: { code: "import { Button } from './index'; Button();" } };
    expect(await neededBy(fixture, ['main'])).toEqual(['box', 'button', 'main']);
  });

  it('finds a name passed on by `export *`, and skips bare imports of modules without effects', async () => {
    const fixture = { ...PACKAGE, main: { code: "import { Select } from './index'; Select();" } };
    expect(await neededBy(fixture, ['main'])).toEqual(['main', 'select']);
  });

  it('follows an index that imports a name, then exports it', async () => {
    const fixture: Fixture = {
      ...PACKAGE,
      reindex: {
        code: "import { Button } from './button'; import { Select } from './select'; export { Button, Select };",
        isPure: true,
      },
      main: { code: "import { Select } from './reindex'; Select();" },
    };
    expect(await neededBy(fixture, ['main'])).toEqual(['main', 'select']);
  });

  it('takes a whole namespace, and a module with side effects imported bare', async () => {
    const fixture: Fixture = {
      ...PACKAGE,
      styles: { code: "document.title = 'x';" },
      main: { code: "import * as ui from './index'; import './styles'; ui.Button();" },
    };
    expect(await neededBy(fixture, ['main'])).toEqual([
      'box',
      'button',
      'index',
      'main',
      'select',
      'styles',
    ]);
  });

  it('does not follow lazy imports', async () => {
    const fixture: Fixture = {
      ...PACKAGE,
      main: { code: "import('./button').then((m) => m.Button());" },
    };
    expect(await neededBy(fixture, ['main'])).toEqual(['main']);
  });
});
