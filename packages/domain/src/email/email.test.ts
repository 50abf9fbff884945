import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, digestDue, digestSince, EmailPreferencesSchema } from './email.ts';

// Monday, November 30, 2026: 12:00 UTC is 7:00 AM in New York and 4:00 AM in Los Angeles.
const monday = (utcHour: number, minute = 0) => new Date(Date.UTC(2026, 10, 30, utcHour, minute));

describe('digestDue', () => {
  it('is due from 7 AM in the member’s own zone, weekly only on Mondays', () => {
    expect(digestDue({ frequency: 'weekly', timeZone: 'America/New_York', now: monday(11, 59), lastSentAt: null })).toBe(false);
    expect(digestDue({ frequency: 'weekly', timeZone: 'America/New_York', now: monday(12), lastSentAt: null })).toBe(true);
    expect(digestDue({ frequency: 'weekly', timeZone: 'America/Los_Angeles', now: monday(12), lastSentAt: null })).toBe(false);
    expect(digestDue({ frequency: 'weekly', timeZone: 'America/Los_Angeles', now: monday(15), lastSentAt: null })).toBe(true);
    const tuesday = new Date(Date.UTC(2026, 11, 1, 15));
    expect(digestDue({ frequency: 'weekly', timeZone: 'America/New_York', now: tuesday, lastSentAt: null })).toBe(false);
    expect(digestDue({ frequency: 'daily', timeZone: 'America/New_York', now: tuesday, lastSentAt: null })).toBe(true);
    expect(digestDue({ frequency: 'off', timeZone: 'America/New_York', now: monday(12), lastSentAt: null })).toBe(false);
  });

  it('is not due twice on one local day, and is due again the next', () => {
    const sent = monday(12, 5);
    expect(digestDue({ frequency: 'daily', timeZone: 'America/New_York', now: monday(20), lastSentAt: sent })).toBe(false);
    // 11 PM in New York is still Monday there, though Tuesday in UTC.
    expect(digestDue({ frequency: 'daily', timeZone: 'America/New_York', now: new Date(Date.UTC(2026, 11, 1, 4)), lastSentAt: sent })).toBe(false);
    expect(digestDue({ frequency: 'daily', timeZone: 'America/New_York', now: new Date(Date.UTC(2026, 11, 1, 12)), lastSentAt: sent })).toBe(true);
  });

  it('covers the time since the last digest, or a day or a week for the first', () => {
    const now = monday(12);
    expect(digestSince('daily', now, null).getTime()).toBe(now.getTime() - 86_400_000);
    expect(digestSince('weekly', now, null).getTime()).toBe(now.getTime() - 7 * 86_400_000);
    expect(digestSince('weekly', now, monday(1))).toEqual(monday(1));
  });
});

describe('EmailPreferencesSchema', () => {
  it('accepts the defaults and any IANA zone, refuses anything else', () => {
    expect(EmailPreferencesSchema.parse(DEFAULT_EMAIL_PREFERENCES)).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(EmailPreferencesSchema.safeParse({ ...DEFAULT_EMAIL_PREFERENCES, timeZone: 'Europe/London' }).success).toBe(true);
    expect(EmailPreferencesSchema.safeParse({ ...DEFAULT_EMAIL_PREFERENCES, timeZone: 'Nowhere/Else' }).success).toBe(false);
    expect(EmailPreferencesSchema.safeParse({ ...DEFAULT_EMAIL_PREFERENCES, replies: 'yes' }).success).toBe(false);
  });
});
