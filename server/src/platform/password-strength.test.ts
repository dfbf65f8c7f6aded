import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fleet/domain';
import { describeWeakPassword, personalWords } from './password-strength';

describe('new passwords', () => {
  const jordan = personalWords(['jordan.rivers@acme.test', 'Jordan', 'Rivers', 'Acme Paving LLC']);

  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1', 'summer2024!', 'democonstruction'])(
    'refuses the common or guessable %s',
    async (password) => {
      expect(await describeWeakPassword(password, [])).toBe(MESSAGES.passwordTooGuessable);
    },
  );

  it('refuses a long repetition, checking only its start so a long one stays quick', async () => {
    expect(await describeWeakPassword('a'.repeat(1024), [])).toBe(MESSAGES.passwordTooGuessable);
  });

  it.each([
    'fleet-demo',
    'jordanrivers',
    'Jordan2024!',
    'AcmePaving2024',
    'jordan.rivers@acme.test',
  ])('refuses %s, made of the account’s or the product’s own words', async (password) => {
    expect(await describeWeakPassword(password, jordan)).toBe(MESSAGES.passwordHasAccountWords);
  });

  it.each(['corrugated lemon hangar', 'long enough pw', 'Tr0ub4dor&3 staple'])(
    'accepts %s',
    async (password) => {
      expect(await describeWeakPassword(password, jordan)).toBeUndefined();
    },
  );

  it('takes the email, the parts of its name, names and company words as the account’s words', () => {
    expect(personalWords(['Jo.Ri@Acme.test', 'Al', null, 'Acme Co.'])).toEqual([
      'fleet',
      'fleet-demo',
      'jo.ri@acme.test',
      'jo.ri',
      'acme',
      'test',
      'acme co.',
    ]);
  });
});
