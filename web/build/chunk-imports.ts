import { type Rollup } from 'vite';

/** The names of the chunks a chunk loads before it runs (its static imports, deep), its own included. */
export function staticChunkNames(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const pending = [chunk.fileName];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const next = bundle[file];
    if (next?.type !== 'chunk' || seen.has(file)) continue;
    seen.add(file);
    names.add(next.name);
    pending.push(...next.imports);
  }
  return names;
}
