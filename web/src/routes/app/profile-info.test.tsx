import { screen } from '@testing-library/react';
import { aUser, renderApp } from '../../testing/render-app';

describe('the profile info page (/profile/info)', () => {
  test('the avatar shows the initials of the first name and the first surname', async () => {
    await renderApp('/profile/info', { user: aUser({ firstName: 'Rosa', lastName: 'González Pérez', profileImageUrl: undefined }) });
    expect(await screen.findByTestId('profile-avatar')).toHaveTextContent(/^RG$/);
  });

  test('writes the RUT with dots and hyphen and the dates DD-MM-AAAA', async () => {
    await renderApp('/profile/info', { user: aUser({ rut: '6543210-2', birthDate: '1992-03-14', createdAt: '2026-11-26T15:00:00.000Z' }) });
    expect(await screen.findByTestId('profile-rut')).toHaveTextContent('6.543.210-2');
    expect(screen.getByTestId('profile-birth-date')).toHaveTextContent('14-03-1992');
    expect(screen.getByTestId('profile-created-at')).toHaveTextContent('26-11-2026');
  });
});
