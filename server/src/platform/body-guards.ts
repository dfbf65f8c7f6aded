import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

type TextProblem = 'nul' | 'surrogate';

/** In a `u` regex a well-formed surrogate pair is one code point: only lone halves match. */
const LONE_SURROGATE = /\p{Cs}/u;

function problemOf(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : undefined;
}

interface Node {
  value: unknown;
  key: string | undefined;
  parent: Node | undefined;
}

function pathOf(node: Node | undefined, key?: string): string[] {
  const path = key === undefined ? [] : [key];
  for (let at = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The first string (value or key) PostgreSQL could not store as sent: a NUL character, or
 * half of a surrogate pair. Walked with an explicit stack: a body may nest thousands deep.
 */
export function findBadText(body: unknown): { path: string[]; problem: TextProblem } | undefined {
  const stack: Node[] = [{ value: body, key: undefined, parent: undefined }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) return { path: pathOf(node), problem };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const problem = problemOf(key);
        if (problem) return { path: pathOf(node, key), problem };
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return undefined;
}

const MESSAGES: Record<TextProblem, string> = {
  nul: 'Text may not contain the NUL character (\\u0000).',
  surrogate: 'Text must be valid Unicode: it contains half of a surrogate pair.',
};

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, rejects lone surrogates in jsonb and
 * silently replaces them in text: refused up front with a message instead of a 500 or a
 * changed value.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  // Callback style: bodiless calls (most of them) must not pay for a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const found = request.body === undefined ? undefined : findBadText(request.body);
    if (!found) return done();
    done(badRequest(describeBadText(found)));
  });
}

/** The sentence for text that cannot be stored, led by where it was ("attributes.note: …"). */
export function describeBadText(found: { path: string[]; problem: TextProblem }): string {
  const where =
    found.path.length > 0 ? `${JSON.stringify(found.path.join('.')).slice(1, -1)}: ` : '';
  return `${where}${MESSAGES[found.problem]}`;
}
