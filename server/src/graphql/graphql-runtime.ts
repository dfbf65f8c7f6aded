import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

/**
 * graphql-js as mercurius loads it (CommonJS). A schema validates only with functions of its own
 * copy, and under Vitest an ESM import of 'graphql' resolves the package's other build
 * (index.mjs); with `node --import tsx` both are the same module.
 */
export const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;
