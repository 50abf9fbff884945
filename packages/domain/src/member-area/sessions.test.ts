import { describe, expect, it } from 'vitest';
import { buildIcs, icsFileName, LiveSessionInputSchema, reminderSchedule, utcToZonedLocal, zonedLocalToUtc } from './sessions.ts';

describe('zonedLocalToUtc', () => {
  it('converts a wall-clock time in a zone, across DST', () => {
    expect(zonedLocalToUtc('2026-01-15T19:00', 'America/New_York')?.toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-15T19:00', 'America/New_York')?.toISOString()).toBe('2026-07-15T23:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-15T12:00', 'America/Los_Angeles')?.toISOString()).toBe('2026-07-15T19:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-15T12:00', 'UTC')?.toISOString()).toBe('2026-07-15T12:00:00.000Z');
    // 8 March 2026: 02:30 does not exist in New York; it moves forward to 03:30 EDT.
    expect(zonedLocalToUtc('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedLocalToUtc('2026-03-08T05:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T09:00:00.000Z');
    // 1 November 2026: 01:30 happens twice; the first (EDT) is taken.
    expect(zonedLocalToUtc('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedLocalToUtc('2026-11-01T03:00', 'America/New_York')?.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
  it('refuses impossible dates and unknown zones', () => {
    expect(zonedLocalToUtc('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedLocalToUtc('2026-02-10T10:00', 'Mars/Base')).toBeNull();
    expect(zonedLocalToUtc('tomorrow', 'UTC')).toBeNull();
  });
  it('round-trips with utcToZonedLocal', () => {
    const at = new Date('2026-07-15T23:00:00Z');
    expect(utcToZonedLocal(at, 'America/New_York')).toBe('2026-07-15T19:00');
    expect(utcToZonedLocal(at, 'America/Chicago')).toBe('2026-07-15T18:00');
  });
});

describe('LiveSessionInputSchema', () => {
  const valid = {
    title: 'Q&A',
    description: '',
    startsAtLocal: '2026-07-15T19:00',
    timeZone: 'America/New_York',
    durationMinutes: 60,
    joinUrl: 'https://meet.example.com/abc',
  };
  it('accepts a valid session and treats an empty replay link as none', () => {
    const r = LiveSessionInputSchema.parse({ ...valid, replayUrl: '' });
    expect(r.replayUrl).toBeNull();
  });
  it('names each bad field', () => {
    const r = LiveSessionInputSchema.safeParse({
      ...valid,
      title: 'x',
      timeZone: 'Nowhere/Else',
      durationMinutes: 5,
      joinUrl: 'javascript:alert(1)',
      replayUrl: 'http://plain.example.com',
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      title: 'Title must be at least 3 characters',
      timeZone: 'Choose a time zone',
      durationMinutes: 'Duration must be at least 15 minutes',
      joinUrl: 'Join link must be an https:// address',
      replayUrl: 'Replay link must be an https:// address',
    });
  });
});

describe('reminderSchedule', () => {
  it('is 24 h and 1 h before the start, leaving out those already past', () => {
    const start = new Date('2026-07-15T23:00:00Z');
    expect(reminderSchedule(start, new Date('2026-07-01T00:00:00Z')).map((r) => [r.kind, r.at.toISOString()])).toEqual([
      ['24h', '2026-07-14T23:00:00.000Z'],
      ['1h', '2026-07-15T22:00:00.000Z'],
    ]);
    expect(reminderSchedule(start, new Date('2026-07-15T12:00:00Z')).map((r) => r.kind)).toEqual(['1h']);
    expect(reminderSchedule(start, new Date('2026-07-15T22:30:00Z'))).toEqual([]);
  });
});

describe('buildIcs', () => {
  it('writes a valid VEVENT in UTC with escaped, folded text', () => {
    const ics = buildIcs({
      uid: 'abc@awc',
      title: 'Roth, backdoor; and you',
      description: `Line one\nLine two ${'é'.repeat(100)}`,
      startsAt: new Date('2026-07-15T23:00:00Z'),
      durationMinutes: 90,
      joinUrl: 'https://meet.example.com/abc',
      updatedAt: new Date('2026-07-01T10:00:00Z'),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20260715T230000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260716T003000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Roth\\, backdoor\\; and you\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
    for (const line of ics.split('\r\n')) expect(unescape(encodeURIComponent(line)).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(icsFileName('Q&A: Roth IRAs!')).toBe('q-a-roth-iras.ics');
  });
});
