import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MESSAGES } from '@fleet/domain';
import { badRequest } from './errors';

/**
 * New passwords are refused when guessable (OWASP ASVS 5.0 §6.2: a length minimum, a check
 * against common and breached passwords, no composition rules). zxcvbn estimates the guesses an
 * attacker needs from its lists of common passwords, names and words, keyboard patterns, dates
 * and the account's own words; score 3 means about 10^8 guesses or more.
 */
const MIN_SCORE = 3;
/** Only the start is estimated: zxcvbn slows down on long input, and 64 characters suffice. */
const CHECKED_LENGTH = 64;
/** Words that belong to this product rather than to a person, and the published demo password. */
const PRODUCT_WORDS = ['fleet', 'fleet-demo'];

// Loaded on first use: the word lists take about 24 MB and 0.2 s, which only a new password needs.
let estimator: Promise<ZxcvbnFactory> | undefined;

async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory: Factory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new Factory({
    maxLength: CHECKED_LENGTH,
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  });
}

/** The account's own words: its email, the parts of the email's name, names, the company. */
export function personalWords(texts: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(PRODUCT_WORDS);
  for (const text of texts) {
    if (!text) continue;
    const lower = text.trim().toLowerCase();
    const [name = ''] = lower.split('@');
    for (const word of [lower, name, ...lower.split(/[^\p{L}\p{N}]+/u)]) {
      if (word.length >= 3) words.add(word);
    }
  }
  return [...words];
}

/** The sentence for a guessable password, or undefined when it may be used. */
export async function describeWeakPassword(
  password: string,
  accountWords: readonly string[],
): Promise<string | undefined> {
  estimator ??= loadEstimator();
  const result = (await estimator).check(password, [...accountWords]);
  const accountChars = result.sequence
    .filter((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + match.token.length, 0);
  // zxcvbn scores "AcmePaving2024" just above the line for the company Acme Paving; a password
  // that is mostly the account's own words is refused whatever its score.
  const isMostlyAccountWords = accountChars * 2 >= Math.min(password.length, CHECKED_LENGTH);
  if (isMostlyAccountWords) return MESSAGES.passwordHasAccountWords;
  if (result.score >= MIN_SCORE) return undefined;
  return accountChars > 0 ? MESSAGES.passwordHasAccountWords : MESSAGES.passwordTooGuessable;
}

/** Refuses a guessable password with 400 VALIDATION_FAILED, the sentence on the password field. */
export async function assertPasswordStrong(
  password: string,
  accountWords: readonly string[],
  field: string = 'password',
): Promise<void> {
  const problem = await describeWeakPassword(password, accountWords);
  // The shape of every other field error: "password: …", and the sentence on the field.
  if (problem) {
    throw badRequest(`${field}: ${problem}`, { issues: [{ path: [field], message: problem }] });
  }
}
