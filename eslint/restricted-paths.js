import path from 'node:path';

/**
 * An ESLint rule for folder boundaries (DESIGN §4): each relative import is resolved to the path
 * it lands on, so `../../x` is judged by where it goes, however deep the importing file sits.
 * Zones: { target, from, except?, message }; `target` and `from` are repository paths (a folder,
 * a file, or a glob with * and **), `except` paths are relative to `from`.
 *
 * Written here rather than taken from eslint-plugin-import-x: that plugin needs a native
 * resolver whose builds for other platforms the package registry we install from does not
 * carry, so `npm ci` could not install it from a lock file made here.
 */

const toPosix = (file) => file.split(path.sep).join('/');

function globToRegExp(glob) {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      pattern += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') pattern += '[^/]*';
    else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** A folder matches what is inside it, a file itself, a glob what it spells. */
function matches(file, patterns) {
  return [patterns]
    .flat()
    .some((pattern) =>
      pattern.includes('*')
        ? globToRegExp(pattern).test(file)
        : file === pattern || file.startsWith(`${pattern}/`),
    );
}

/** An import names a module without its extension, or with .js for a .ts file. */
function candidates(resolved) {
  const bare = resolved.replace(/\.(js|jsx|ts|tsx)$/, '');
  return [resolved, `${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`];
}

export function restrictedPathsPlugin(root) {
  return {
    rules: {
      'no-restricted-paths': {
        meta: { type: 'problem', schema: false },
        create(context) {
          const file = toPosix(path.relative(root, context.filename));
          const zones = (context.options[0]?.zones ?? []).filter((zone) =>
            matches(file, zone.target),
          );
          if (zones.length === 0) return {};
          const check = (node, source) => {
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const resolved = toPosix(
              path.relative(root, path.resolve(path.dirname(context.filename), source)),
            );
            for (const zone of zones) {
              const from = [zone.from].flat();
              const except = (zone.except ?? []).flatMap((rel) =>
                from.map((base) => toPosix(path.join(base, rel))),
              );
              const names = candidates(resolved);
              if (names.some((name) => matches(name, from) && !matches(name, except))) {
                context.report({ node, message: zone.message });
              }
            }
          };
          return {
            ImportDeclaration: (node) => check(node, node.source.value),
            ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
            ExportAllDeclaration: (node) => check(node, node.source.value),
            ImportExpression: (node) =>
              node.source.type === 'Literal' && check(node, node.source.value),
          };
        },
      },
    },
  };
}
