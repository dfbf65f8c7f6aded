import { type Plugin } from 'vite';

/** One change to a library's source: what to find (exactly) and what to put in its place. */
export interface SourceEdit {
  find: string | RegExp;
  replace: string;
}

/**
 * The code with each edit made. An edit whose text is not there throws: a new version of the
 * library that moved it fails the build, rather than shipping without the change.
 */
export function applySourceEdits(
  code: string,
  edits: readonly SourceEdit[],
  where: { file: string; plugin: string },
): string {
  let edited = code;
  for (const { find, replace } of edits) {
    const isFound = typeof find === 'string' ? edited.includes(find) : find.test(edited);
    if (find instanceof RegExp) find.lastIndex = 0;
    if (!isFound) {
      throw new Error(
        `${where.file} no longer holds ${String(find)}: review ${where.plugin} for this version`,
      );
    }
    edited =
      typeof find === 'string' ? edited.replace(find, replace) : edited.replace(find, replace);
  }
  return edited;
}

/** A build plugin making these edits to the library modules whose id matches `files`. */
export function sourceEditsPlugin(options: {
  name: string;
  files: RegExp;
  edits: readonly SourceEdit[];
}): Plugin {
  return {
    name: options.name,
    transform(code, id) {
      if (!options.files.test(id)) return undefined;
      const where = { file: id, plugin: `the ${options.name} plugin (web/build)` };
      return { code: applySourceEdits(code, options.edits, where), map: null };
    },
  };
}
