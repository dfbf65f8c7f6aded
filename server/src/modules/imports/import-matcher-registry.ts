import type { AppDeps } from '../../deps';
import { createImportMatcher, type ImportMatcher } from './import-matcher';

const matchers = new WeakMap<AppDeps, ImportMatcher>();

/** One background matcher per app, whichever door (REST or GraphQL) starts an import. */
export function importMatcherFor(deps: AppDeps): ImportMatcher {
  let matcher = matchers.get(deps);
  if (!matcher) {
    matcher = createImportMatcher(deps);
    matchers.set(deps, matcher);
  }
  return matcher;
}
