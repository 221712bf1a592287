import { act, fireEvent, render, screen } from '@testing-library/react';
import { MENU_TYPEAHEAD_CLEAR_MS } from '@shared/constants';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppUserMenu } from './app-user-menu';

/** The top bar's user menu, drawn without Chakra: the keyboard and focus of the ARIA menu pattern. */
const renderMenu = () => {
  const onSignOut = jest.fn();
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <AppUserMenu label="Menú de usuario: Paula Muñoz" onSignOut={onSignOut}>Paula Muñoz</AppUserMenu> },
      { path: '/profile/info', element: <h1>Mi Perfil</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return { onSignOut, router, button: screen.getByRole('button', { name: 'Menú de usuario: Paula Muñoz' }) };
};

const highlighted = (): string | null => {
  const menu = screen.getByRole('menu');
  const id = menu.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('the user menu', () => {
  test('a press opens it with the focus on the list and nothing highlighted; Escape closes it and gives the focus back', () => {
    const { button } = renderMenu();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    fireEvent.click(button, { detail: 1 });
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveFocus();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mi Perfil', 'Cerrar Sesión']);
    expect(highlighted()).toBeNull();

    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('the arrows, Home and End move the highlight, round the ends', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(highlighted()).toBe('Mi Perfil');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(highlighted()).toBe('Cerrar Sesión');
    expect(screen.getByRole('menuitem', { name: 'Cerrar Sesión' })).toHaveAttribute('data-highlighted', '');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(highlighted()).toBe('Mi Perfil');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(highlighted()).toBe('Cerrar Sesión');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(highlighted()).toBe('Mi Perfil');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(highlighted()).toBe('Cerrar Sesión');
  });

  test('Enter on Cerrar Sesión signs out and closes the menu', () => {
    const { button, onSignOut } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Enter' });
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  test('letters search the items, and the search clears after the spec’s delay; Enter on Mi Perfil goes to the profile', () => {
    jest.useFakeTimers();
    try {
      const { button, router } = renderMenu();
      fireEvent.click(button, { detail: 1 });
      const menu = screen.getByRole('menu');
      fireEvent.keyDown(menu, { key: 'c' });
      expect(highlighted()).toBe('Cerrar Sesión');
      expect(menu).toHaveAttribute('data-typeahead', 'c');
      act(() => jest.advanceTimersByTime(MENU_TYPEAHEAD_CLEAR_MS));
      expect(menu).toHaveAttribute('data-typeahead', '');
      for (const key of ['m', 'i', ' ', 'p']) fireEvent.keyDown(menu, { key });
      expect(menu).toHaveAttribute('data-typeahead', 'mi p');
      expect(highlighted()).toBe('Mi Perfil');
      fireEvent.keyDown(menu, { key: 'Enter' });
      expect(router.state.location.pathname).toBe('/profile/info');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a press outside closes it', () => {
    const { button } = renderMenu();
    fireEvent.click(button, { detail: 1 });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  test("the public header's destinations come before Mi Perfil, and one is chosen like any link", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <AppUserMenu label="Menú de usuario: Paula Muñoz" onSignOut={jest.fn()} entries={[{ to: '/internships/', label: 'Prácticas' }, { to: '/intern/myapplications/', label: 'Mis postulaciones' }]}>
              Paula Muñoz
            </AppUserMenu>
          ),
        },
        { path: '/intern/myapplications/', element: <h1>Mis postulaciones</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Menú de usuario: Paula Muñoz' }), { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Prácticas', 'Mis postulaciones', 'Mi Perfil', 'Cerrar Sesión']);
    expect(highlighted()).toBe('Prácticas');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'Enter' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/intern/myapplications/');
  });
});
