import { Badge, Box, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { formatCalendarDate, formatDate } from '@shared/format/date';
import { formatRut } from '@shared/rut';
import type { ReactNode } from 'react';
import { accountTypeLabel } from '../../components/layouts/navigation';
import { PageHeader } from '../../components/layouts/app-page-header';
import { displayName } from '../../lib/display-name';
import { ActivationNotice } from '../../features/auth/components/activation-notice';
import { useMe } from '../../features/auth/me';
import { NamesForm } from '../../features/profile/components/names-form';
import { ProfileImageForm } from '../../features/profile/components/profile-image-form';
import { RemindersSwitch } from '../../features/profile/components/reminders-switch';
import { TwoFactorSettings } from '../../features/auth/components/two-factor-settings';
import { usePageMeta } from '../../lib/page-meta';
import { Panel } from '../../components/ui/panel';

/** `/profile/info`: the user's data, their names and picture to edit, and activation if still pending. */
export function Component() {
  usePageMeta({ title: 'Mi Perfil | Beneficios Chile', description: 'Tus datos de cuenta.' });
  const user = useMe();
  if (!user) return null;

  // A company's account: its razón social and place, then its contact person (no birth date).
  const company = user.company
    ? [
        { label: 'Razón social', value: user.company.legalName, testId: 'legal-name' },
        { label: 'RUT de la empresa', value: formatRut(user.rut), testId: 'rut' },
        { label: 'Comuna y región', value: `${user.company.comuna}, ${user.company.region}`, testId: 'company-place' },
        { label: 'Teléfono de contacto', value: user.company.contactPhone, testId: 'contact-phone' },
      ]
    : [];
  const details: { label: string; value: ReactNode; testId: string }[] = [
    ...company,
    { label: user.company ? 'Nombre de contacto' : 'Nombre', value: user.firstName || '—', testId: 'first-name' },
    { label: user.company ? 'Apellido de contacto' : 'Apellido', value: user.lastName || '—', testId: 'last-name' },
    ...(user.company
      ? []
      : [
          { label: 'RUT', value: formatRut(user.rut), testId: 'rut' },
          { label: 'Fecha de nacimiento', value: formatCalendarDate(user.birthDate), testId: 'birth-date' },
        ]),
    { label: 'Correo electrónico', value: user.email, testId: 'email' },
    {
      label: 'Tipo de cuenta',
      value: (
        <Badge colorPalette={accountTypeLabel(user) === 'Admin' ? 'purple' : 'teal'} variant="subtle">
          {accountTypeLabel(user)}
        </Badge>
      ),
      testId: 'account-type',
    },
    {
      label: 'Cuenta activada',
      value: (
        <Badge colorPalette={user.activated ? 'green' : 'orange'} variant="subtle">
          {user.activated ? 'Sí' : 'No'}
        </Badge>
      ),
      testId: 'activated',
    },
    { label: 'Fecha de creación', value: formatDate(user.createdAt), testId: 'created-at' },
  ];

  return (
    <Stack gap="6">
      <PageHeader title="Mi Perfil" description="Revisa tus datos y mantén tu nombre y tu foto al día." />

      {!user.activated ? (
        <ActivationNotice title="Tu cuenta aún no está activada" resendLabel="Enviar un nuevo enlace de activación" data-testid="activation-pending">
          Te enviamos un enlace de activación a <strong>{user.email}</strong>. Si no lo encuentras (revisa también la carpeta de spam) o ya venció, pide uno nuevo: el
          anterior dejará de funcionar.
        </ActivationNotice>
      ) : null}

      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '5', md: '7' }} as="section" aria-labelledby="foto-de-perfil">
        <Stack gap="1" mb="5" textAlign={{ base: 'center', sm: 'start' }}>
          <Heading as="h2" id="foto-de-perfil" size="lg" color="gray.900">
            {displayName(user)}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            Tu foto de perfil
          </Text>
        </Stack>
        <ProfileImageForm user={user} />
      </Box>

      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        <Panel id="tus-datos" title="Tus datos">
          <DataList.Root orientation="horizontal" gap="3" size="md">
            {details.map((detail) => (
              <DataList.Item key={detail.testId} pb="3" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0, pb: 0 }}>
                <DataList.ItemLabel color="gray.600" minW={{ base: '32', sm: '40' }}>
                  {detail.label}
                </DataList.ItemLabel>
                <DataList.ItemValue color="gray.900" fontWeight="medium" data-testid={`profile-${detail.testId}`} wordBreak="break-word">
                  {detail.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Panel>
        <Panel id="editar-nombre" title="Editar nombre">
          <NamesForm user={user} />
        </Panel>
        <Panel id="recordatorios" title="Recordatorios">
          <RemindersSwitch user={user} />
        </Panel>
        <Panel id="dos-pasos" title="Verificación en dos pasos">
          <TwoFactorSettings user={user} />
        </Panel>
      </Grid>
    </Stack>
  );
}
