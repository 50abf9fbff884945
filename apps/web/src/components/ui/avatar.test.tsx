import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('shows initials with the person’s name as its accessible name', () => {
    render(<Avatar person={{ firstName: 'Ruth', lastName: 'Ginsburg' }} size="lg" status="online" />);
    expect(screen.getByRole('img', { name: 'Ruth Ginsburg' })).toHaveTextContent('RG');
    expect(screen.getByRole('img', { name: 'online' })).toBeInTheDocument();
  });
  it('falls back to U', () => {
    render(<Avatar person={{}} />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent('U');
  });
});
