import { describe, expect, it } from 'vitest';
import { avatarInitials, avatarSource } from './avatar.ts';

describe('avatar initials (spec §3)', () => {
  it.each([
    [{ firstName: 'ada', lastName: 'lovelace' }, 'AL'],
    [{ firstName: 'Ada', lastName: '', fullName: 'Augusta Ada King Lovelace' }, 'AL'],
    [{ fullName: '  Grace   Brewster Hopper ' }, 'GH'],
    [{ firstName: 'Grace', fullName: 'Grace' }, 'G'],
    [{ email: 'zed@example.com' }, 'Z'],
    [{ fullName: 'Cher', email: 'c@example.com' }, 'C'],
    [{}, 'U'],
    [{ firstName: '  ', lastName: ' ', email: '' }, 'U'],
  ])('%o → %s', (person, expected) => {
    expect(avatarInitials(person)).toBe(expected);
  });

  it('prefers the profile picture, then the provider picture, then avatar_url', () => {
    expect(avatarSource({ profileAvatarUrl: '/a.png', metadataPicture: 'p', metadataAvatarUrl: 'q' })).toBe('/a.png');
    expect(avatarSource({ profileAvatarUrl: null, metadataPicture: 'p', metadataAvatarUrl: 'q' })).toBe('p');
    expect(avatarSource({ metadataAvatarUrl: 'q' })).toBe('q');
    expect(avatarSource({})).toBeNull();
  });
});
