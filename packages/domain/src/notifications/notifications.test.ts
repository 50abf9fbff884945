import { describe, expect, it } from 'vitest';
import { badgeLabel, isSafeLinkUrl, reconnectDelayMs, relativeTime, unreadSummary } from './notifications.ts';
import { AdminNotificationSchema } from './notifications.schemas.ts';

describe('notification rules', () => {
  it('caps the badge at 99+ (9+ in the compact desktop variant)', () => {
    expect([0, 1, 9, 10, 99, 100].map((n) => badgeLabel(n))).toEqual([null, '1', '9', '10', '99', '99+']);
    expect([0, 9, 10, 250].map((n) => badgeLabel(n, 'compact'))).toEqual([null, '9', '9+', '9+']);
  });
  it('summarizes with the spec’s texts', () => {
    expect(unreadSummary(0, 0)).toBe('No notifications yet');
    expect(unreadSummary(0, 3)).toBe('No new notifications');
    expect(unreadSummary(2, 3)).toBe('2 unread');
  });
  it('reconnects after 1, 2, 5, 10 s, then 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
  it('says how long ago', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(relativeTime('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-01-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-01-08T12:00:00Z', now)).toBe('2 days ago');
  });
  it('allows only site paths and http(s) links', () => {
    expect(['/content', '/a?b=1#c', '/community?thread=x#post-1'].every(isSafeLinkUrl)).toBe(true);
    expect(
      [
        'javascript:alert(1)',
        '//evil.example',
        '/\\evil',
        'data:text/html,x',
        'content',
        'https://example.com/x',
        '/\t/evil.example',
        '/\n/evil.example',
        '/a\u0000b',
        '/a b',
      ].some(isSafeLinkUrl),
    ).toBe(false);
  });
  it('needs exactly one recipient', () => {
    const base = { title: 't', message: 'm' };
    expect(AdminNotificationSchema.safeParse({ ...base }).success).toBe(false);
    expect(AdminNotificationSchema.safeParse({ ...base, userId: 'u', audience: 'all' }).success).toBe(false);
    expect(AdminNotificationSchema.safeParse({ ...base, audience: 'members' }).success).toBe(true);
    expect(AdminNotificationSchema.safeParse({ ...base, email: 'A@Example.com' }).data?.email).toBe('a@example.com');
  });
});
