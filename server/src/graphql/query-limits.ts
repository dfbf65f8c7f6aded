import type {
  DocumentNode,
  GraphQLError,
  GraphQLSchema,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import mercurius from 'mercurius';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { graphql } from './graphql-runtime';

const {
  Kind,
  Lexer,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  Source,
  TokenKind,
  specifiedRules,
  validate,
} = graphql;

/**
 * What one GraphQL operation may ask for (OPERATIONS.md "Limits"). The largest the web client
 * sends, the live subscription, is about 150 bytes, 20 tokens, 2 levels deep and costs 5; the
 * full `me` query costs 30. Without these one request of 40,000 aliases held the process
 * (and so the device gateway) for half a minute.
 */
export const QUERY_LIMITS = {
  /** Bytes of query text, checked before it is parsed. */
  bytes: 8 * 1024,
  /** Names, values and punctuation (comments and commas do not count). */
  tokens: 1000,
  aliases: 15,
  /** Levels of nested selections, inline fragments and spreads included. */
  depth: 5,
  /** graphql-armor's cost: 1 a scalar, 2 an object, children weigh 1.5 times their parent. */
  cost: 300,
  directives: 10,
} as const;

/** A WebSocket message (a whole subscribe request, variables too): fits 10,000 asset ids. */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 128 * 1024;

/** A refusal mercurius answers with this status over HTTP and as an `error` over WebSocket. */
export function graphqlRefusal(message: string, code: string): Error {
  return new mercurius.ErrorWithProps(message, { code }, 400);
}

/** Counts tokens up to one past the limit; bad characters are left to the parser's message. */
function countTokens(source: string, limit: number): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  try {
    while (count <= limit && lexer.advance().kind !== TokenKind.EOF) count++;
  } catch {
    // A syntax error: the parser reports it with its position.
  }
  return count;
}

/** Size and tokens, before the text is parsed (parsing is what a huge query pays for first). */
export function checkQueryText(source: string): void {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes > QUERY_LIMITS.bytes) {
    throw graphqlRefusal(
      `This query is ${bytes} bytes long; at most ${QUERY_LIMITS.bytes} are allowed.`,
      'QUERY_TOO_LARGE',
    );
  }
  if (countTokens(source, QUERY_LIMITS.tokens) > QUERY_LIMITS.tokens) {
    throw graphqlRefusal(
      `This query has more than ${QUERY_LIMITS.tokens} tokens (names, values and punctuation); at most ${QUERY_LIMITS.tokens} are allowed.`,
      'QUERY_TOO_LARGE',
    );
  }
}

/**
 * graphql-armor rules that report a sentence of ours instead of throwing: a throw would escape
 * validate() as a bare error (answered 200), and their own text starts with "Syntax Error".
 */
const tellPerson =
  (sentence: (found: string) => string) =>
  (context: ValidationContext | null, error: GraphQLError): void => {
    const found = /found (\d+(?:\.\d+)?)/.exec(error.message)?.[1] ?? 'too many';
    context?.reportError(new graphql.GraphQLError(sentence(found)));
  };
const quietly = { propagateOnRejection: false, exposeLimits: true } as const;

/** The shape limits, plus the introspection switch (GRAPHQL_INTROSPECTION). */
export function limitRules(introspection: boolean): ValidationRule[] {
  const { aliases, depth, cost, directives } = QUERY_LIMITS;
  const rules: ValidationRule[] = [
    maxAliasesRule({
      ...quietly,
      n: aliases,
      onReject: [tellPerson((n) => `This query has ${n} aliases; at most ${aliases} are allowed.`)],
    }),
    maxDepthRule({
      ...quietly,
      n: depth,
      onReject: [
        tellPerson((n) => `This query nests ${n} levels deep; at most ${depth} are allowed.`),
      ],
    }),
    costLimitRule({
      ...quietly,
      maxCost: cost,
      onReject: [
        tellPerson(
          (n) =>
            `This query asks for too much at once (cost ${n}); at most ${cost} is allowed. Ask for fewer fields.`,
        ),
      ],
    }),
    maxDirectivesRule({
      ...quietly,
      n: directives,
      onReject: [
        tellPerson((n) => `This query has ${n} directives; at most ${directives} are allowed.`),
      ],
    }),
  ];
  if (!introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/**
 * Runs the limits alone, before the specification's rules: those compare fields pairwise, so a
 * query of thousands of aliases must be refused before they see it.
 */
export function checkDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[],
): void {
  const errors = validate(schema, document, rules, { maxErrors: 10 });
  if (errors.length > 0) {
    throw graphqlRefusal(errors.map((e) => e.message).join(' '), 'QUERY_LIMIT');
  }
}

/** The specification's rules, for the WebSocket path (mercurius does not validate there). */
export function checkSpecification(schema: GraphQLSchema, document: DocumentNode): void {
  const errors = validate(schema, document, specifiedRules, { maxErrors: 10 });
  if (errors.length > 0) {
    throw graphqlRefusal(errors.map((e) => e.message).join(' '), 'GRAPHQL_VALIDATION_FAILED');
  }
}

/** Over HTTP a subscription would run once and end: refuse it with where to go instead. */
export function refuseSubscription(document: DocumentNode): void {
  const hasSubscription = document.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION,
  );
  if (hasSubscription) {
    throw graphqlRefusal(
      'Subscriptions are served over WebSocket only (graphql-ws at /api/fleet/graphql).',
      'SUBSCRIPTION_OVER_HTTP',
    );
  }
}
