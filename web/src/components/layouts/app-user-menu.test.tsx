import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MENU_TYPEAHEAD_CLEAR_MS } from '@shared/constants';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { UiProvider } from '../ui/provider';
import { AppUserMenu } from './app-user-menu';

/** The top bar's user menu: Chakra's menu, with the items and the type-ahead delay of spec §2 and §9. */
const renderMenu = () => {
  const onSignOut = jest.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <AppUserMenu label="Menú de usuario: Paula Muñoz" onSignOut={onSignOut}>
            Paula Muñoz
          </AppUserMenu>
        ),
      },
      { path: '/profile/info', element: <h1>Mi Perfil</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return { onSignOut, router, button: screen.getByRole('button', { name: 'Menú de usuario: Paula Muñoz' }) };
};

const highlighted = (): string | null => document.querySelector('[role="menuitem"][data-highlighted]')?.textContent ?? null;

/** Opens the menu with a press (its first press loads it), then highlights its first item with the arrow. */
const openMenu = async (button: HTMLElement): Promise<HTMLElement> => {
  fireEvent.click(button);
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  await waitFor(() => expect(highlighted()).toBe('Mi Perfil'));
  return menu;
};

describe('the user menu', () => {
  test('holds Mi Perfil and Cerrar Sesión; Escape closes it and gives the focus back to its button', async () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const menu = await openMenu(button);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mi Perfil', 'Cerrar Sesión']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    const trigger = screen.getByRole('button', { name: 'Menú de usuario: Paula Muñoz' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  test('Enter on Cerrar Sesión signs out', async () => {
    const { button, onSignOut } = renderMenu();
    const menu = await openMenu(button);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(highlighted()).toBe('Cerrar Sesión'));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });

  test(`letters move the highlight; the search clears ${String(MENU_TYPEAHEAD_CLEAR_MS)} ms after the last one, not before; Enter on Mi Perfil goes to the profile`, async () => {
    const { button, router } = renderMenu();
    const menu = await openMenu(button);
    // A key, then what React and the menu do at once (no time passes).
    const press = async (key: string) => {
      fireEvent.keyDown(menu, { key });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
    };
    jest.useFakeTimers();
    try {
      await press('c');
      expect(highlighted()).toBe('Cerrar Sesión');
      // Within the delay, "m" continues the search ("cm" starts no item): the highlight stays.
      act(() => jest.advanceTimersByTime(MENU_TYPEAHEAD_CLEAR_MS - 1));
      await press('m');
      expect(highlighted()).toBe('Cerrar Sesión');
      // The delay after the last key: "m" starts a new search, and finds Mi Perfil.
      act(() => jest.advanceTimersByTime(MENU_TYPEAHEAD_CLEAR_MS));
      await press('m');
      expect(highlighted()).toBe('Mi Perfil');
      await press('Enter');
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/info'));
  });
});
