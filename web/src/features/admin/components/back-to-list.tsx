import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';

/** Where the list was (its search and filters), carried in the navigation state from page to page. */
export const useListUrl = (): string => {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/users') ? from : '/admin/users';
};

/** "Volver a usuarios": to the list as the admin left it. */
export function BackToList() {
  const listUrl = useListUrl();
  return (
    <ChakraLink asChild color="teal.800" fontSize="sm" fontWeight="medium" mb="3" alignSelf="flex-start">
      <Link to={listUrl}>← Volver a usuarios</Link>
    </ChakraLink>
  );
}
