import { Outlet } from 'react-router';
import { UiProviders } from '../../app/ui-providers';

/**
 * The pathless layout route for the Chakra-styled screens (auth flow, signed-in area, admin):
 * `{ lazy: () => import('../components/layouts/ui-layout'), children: [...] }` in `app/routes.tsx`.
 */
export function Component() {
  return (
    <UiProviders>
      <Outlet />
    </UiProviders>
  );
}
