import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Viewer, ViewerProvider } from '../../lib/viewer.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

const viewer: Viewer = {
  status: 'signed-in',
  user: { id: 'u1', email: 'morgan@example.com', firstName: 'Morgan', lastName: 'Member', fullName: null, avatarUrl: null },
  isAdmin: false,
  isSubscribed: true,
  signOut: async () => {},
  signingOut: false,
};

const renderMenu = () =>
  render(
    <MemoryRouter>
      <ViewerProvider value={viewer}>
        <UserMenuButton user={viewer.user as NonNullable<Viewer['user']>} />
      </ViewerProvider>
    </MemoryRouter>,
  );

const trigger = () => screen.getByRole('button', { name: 'Account menu for Morgan Member' });

describe('the account menu, loaded on intent', () => {
  it('is a plain button with the menu’s name and popup role until the reader reaches for it', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveTextContent('MM');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the real menu on a click, with its items', async () => {
    renderMenu();
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toBeInTheDocument();
    expect(menu).toHaveTextContent('morgan@example.com');
    // The open menu is modal: the rest of the page, its trigger included, is hidden from assistive technology.
    expect(screen.getByRole('button', { name: 'Account menu for Morgan Member', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens from the keyboard on its first item (Enter, or ArrowDown)', async () => {
    renderMenu();
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
  });
});
