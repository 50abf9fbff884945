import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './errors.schemas.ts';
import { NEWSLETTER_EMAIL_PATTERN, queryRetryDelay } from './product.ts';

describe('client query defaults (spec §7)', () => {
  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('newsletter pattern (spec §5)', () => {
  it.each(['a@b.co', 'first.last@firm.law', 'x@y.z'])('accepts %s', (v) => expect(NEWSLETTER_EMAIL_PATTERN.test(v)).toBe(true));
  it.each(['', 'plain', 'a@b', '@b.co', 'a b@c.d', 'a@b.', 'a@.c'])('rejects %j', (v) => expect(NEWSLETTER_EMAIL_PATTERN.test(v)).toBe(false));
});

describe('toFieldErrors', () => {
  it('keys messages by dotted path and keeps the schema texts', () => {
    const schema = z.object({
      email: z.string().email('Please enter a valid email address'),
      nested: z.object({ n: z.number().min(2, 'Must be at least 2 years') }),
    });
    const result = schema.safeParse({ email: 'x', nested: { n: 1 } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error.issues)).toEqual({
        email: ['Please enter a valid email address'],
        'nested.n': ['Must be at least 2 years'],
      });
    }
  });
});
