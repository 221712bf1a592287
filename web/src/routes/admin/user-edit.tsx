import { Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useUser } from '../../features/admin/api/get-user';
import { BackToList, useListUrl } from '../../features/admin/components/back-to-list';
import { CompanyEditForm } from '../../features/admin/components/company-edit-form';
import { ResendActivation } from '../../features/admin/components/resend-activation';
import { Section } from '../../features/admin/components/section';
import { UserEditForm } from '../../features/admin/components/user-edit-form';
import { UserQueryState } from '../../features/admin/components/user-query-state';
import { useMe } from '../../features/auth/me';
import { usePageMeta } from '../../lib/page-meta';

/**
 * `/admin/users/:uid/edit`: a person's names, RUT, birth date, type and enabled, or a company's
 * razón social, RUT, comuna, región, contact and enabled; the activation mail again while not activated.
 */
export function Component() {
  usePageMeta({ title: 'Editar usuario | Administración | Beneficios Chile', description: 'Editar un usuario.' });
  const { uid = '' } = useParams();
  const viewer = useMe();
  const navigate = useNavigate();
  const listUrl = useListUrl();
  const query = useUser(uid);
  const detailUrl = `/admin/users/${encodeURIComponent(uid)}`;

  return (
    <Stack gap="0">
      <BackToList />
      <UserQueryState query={query}>
        {({ user }) => (
          <>
            <PageHeader
              eyebrow="Administración · Usuario"
              title="Editar usuario"
              description={
                <>
                  {user.company?.legalName ?? `${user.firstName} ${user.lastName}`.trim()}{' '}
                  <Text as="span" color="gray.600" wordBreak="break-all">
                    ({user.email})
                  </Text>
                </>
              }
            />
            <Stack gap="6">
              <Section id="editar-datos" title="Datos">
                {user.userType === 'enterprise' ? (
                  <CompanyEditForm
                    key={user.uid}
                    user={user}
                    onSaved={() => void navigate(detailUrl, { replace: true, state: { saved: true, from: listUrl } })}
                    onCancel={() => void navigate(detailUrl, { replace: true, state: { from: listUrl } })}
                  />
                ) : (
                  <UserEditForm
                    // A fresh form for each user: nothing typed for one shows on another.
                    key={user.uid}
                    user={user}
                    self={user.uid === viewer?.uid}
                    onSaved={() => void navigate(detailUrl, { replace: true, state: { saved: true, from: listUrl } })}
                    onCancel={() => void navigate(detailUrl, { replace: true, state: { from: listUrl } })}
                  />
                )}
              </Section>
              {user.activated ? null : (
                <Section id="activacion" title="Activación">
                  <ResendActivation uid={user.uid} email={user.email} />
                </Section>
              )}
            </Stack>
          </>
        )}
      </UserQueryState>
    </Stack>
  );
}
