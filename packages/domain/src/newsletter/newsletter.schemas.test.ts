import { describe, expect, it } from 'vitest';
import { NewsletterSchema } from './newsletter.schemas.ts';

describe('NewsletterSchema', () => {
  it('accepts an address and trims it', () => {
    expect(NewsletterSchema.parse({ email: '  a@b.co ' })).toEqual({ email: 'a@b.co' });
  });
  it.each(['', 'plain', 'a@b', 'a b@c.d'])('refuses %j with the spec message', (email) => {
    const r = NewsletterSchema.safeParse({ email });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
  it('accepts a source tag and refuses an odd one', () => {
    expect(NewsletterSchema.parse({ email: 'a@b.co', source: 'waitlist-the-equity-brief' }).source).toBe('waitlist-the-equity-brief');
    expect(NewsletterSchema.safeParse({ email: 'a@b.co', source: '<script>' }).success).toBe(false);
  });
});
