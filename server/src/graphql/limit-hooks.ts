import type { FastifyInstance } from 'fastify';
import {
  checkDocument,
  checkQueryText,
  checkSpecification,
  graphqlRefusal,
  limitRules,
  refuseSubscription,
} from './query-limits';
import type { SubscriptionBudget } from './subscription-budget';

/**
 * Applies QUERY_LIMITS to every operation, on both ways in:
 * - HTTP (GET and POST): text limits before parsing, shape limits before the specification's
 *   rules. Mercurius caches a document only once it passed, so cached ones skip these hooks.
 * - WebSocket: mercurius parses a subscription before its first hook (the message size cap of
 *   @fastify/websocket bounds that) and never validates it, so both checks and the
 *   specification's rules run here before the subscription starts.
 */
export function applyQueryLimits(
  app: FastifyInstance,
  options: { introspection: boolean; budget: SubscriptionBudget },
): void {
  const { budget } = options;
  const rules = limitRules(options.introspection);

  app.graphql.addHook('preParsing', async (_schema, source) => {
    checkQueryText(source);
  });
  app.graphql.addHook('preValidation', async (schema, document) => {
    refuseSubscription(document);
    checkDocument(schema, document, rules);
  });

  // Mercurius skips the parsing hook when the query came as a ready-made syntax tree (JSON):
  // such a subscription would escape the text limits, so only checked text may start.
  const checkedText = new WeakSet<object>();
  app.graphql.addHook('preSubscriptionParsing', async (_schema, source, context) => {
    budget.refusing(context.socket, () => {
      // The cheapest first: a full connection is refused before its query is looked at (and
      // before mercurius keeps anything of it).
      budget.check(context.auth.userId, context.socket);
      checkQueryText(source);
    });
    checkedText.add(context);
  });
  app.graphql.addHook('preSubscriptionExecution', async (schema, document, context) => {
    budget.refusing(context.socket, () => {
      if (!checkedText.has(context)) {
        throw graphqlRefusal('Send the subscription as GraphQL text.', 'QUERY_LIMIT');
      }
      checkDocument(schema, document, rules);
      checkSpecification(schema, document);
    });
  });
}
