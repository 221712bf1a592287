import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation, useParams } from 'react-router';
import { useUser } from '../../features/admin/api/get-user';
import { BackToList, useListUrl } from '../../features/admin/components/back-to-list';
import { DeleteUserDialog } from '../../features/admin/components/delete-user-dialog';
import { UserDetailSections, UserSummaryBadges } from '../../features/admin/components/user-detail';
import { UserQueryState } from '../../features/admin/components/user-query-state';
import { useMe } from '../../features/auth/me';
import { usePageMeta } from '../../lib/page-meta';

/** `/admin/users/:uid`: the user's document, sign-in state, subscription and recent activity. */
export function Component() {
  usePageMeta({ title: 'Detalle de usuario | Administración | Beneficios Chile', description: 'Detalle de un usuario.' });
  const { uid = '' } = useParams();
  const viewer = useMe();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  const listUrl = useListUrl();
  const query = useUser(uid);

  return (
    <Stack gap="0">
      <BackToList />
      <UserQueryState query={query}>
        {(detail) => {
          const name = `${detail.user.firstName} ${detail.user.lastName}`.trim() || 'Sin nombre';
          const self = detail.user.uid === viewer?.uid;
          return (
            <Stack gap="6">
              <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="4" direction={{ base: 'column', md: 'row' }}>
                <Stack gap="2" minW="0">
                  <Text color="teal.700" fontWeight="semibold" fontSize="sm">
                    Administración · Usuario
                  </Text>
                  <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900" wordBreak="break-word">
                    {name}
                  </Heading>
                  <Text color="gray.600" wordBreak="break-all">
                    {detail.user.email}
                  </Text>
                  <UserSummaryBadges detail={detail} />
                </Stack>
                <Flex gap="3" wrap="wrap" flexShrink={0}>
                  <Button asChild colorPalette="teal">
                    <Link to={`/admin/users/${encodeURIComponent(uid)}/edit`} state={{ from: listUrl }}>
                      Editar
                    </Link>
                  </Button>
                  {self ? null : <DeleteUserDialog uid={uid} name={name} email={detail.user.email} />}
                </Flex>
              </Flex>
              {saved ? (
                <Alert.Root status="success" role="status" borderRadius="xl">
                  <Alert.Indicator />
                  <Alert.Title>Cambios guardados.</Alert.Title>
                </Alert.Root>
              ) : null}
              <UserDetailSections detail={detail} viewerUid={viewer?.uid ?? ''} />
            </Stack>
          );
        }}
      </UserQueryState>
    </Stack>
  );
}
