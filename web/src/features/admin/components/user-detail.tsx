import { Badge, Grid, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import type { AdminHousehold, AdminUserDetail, AuditEntry, Plan, SubscriptionStatus } from '@shared/admin';
import { planMonths } from '@shared/admin';
import { formatCalendarDate, formatDate, formatDateTime } from '@shared/format/date';
import { formatClp } from '@shared/format/money';
import { formatRut } from '@shared/rut';
import { supportTicketStatuses, supportTicketStatusLabels } from '@shared/support';
import type { ReactNode } from 'react';
import {
  auditActionLabel,
  cognitoStatusLabels,
  fieldLabels,
  formatHouseholdValue,
  hiddenAuditFields,
  householdLabels,
  planLabel,
  providerLabels,
  subscriptionStatusLabel,
  systemActorLabels,
  userTypeLabels,
  yesNo,
} from '../format';
import { Facts, Section, type Fact } from './section';
import { AccountStateBadges, EnterpriseBadge, UserTypeBadge } from './user-badges';
import { PaymentsSection } from './payments-section';

function YesNoBadge({ value, yes = 'Sí', no = 'No', tone = 'green' }: { readonly value: boolean; readonly yes?: string; readonly no?: string; readonly tone?: string }) {
  return (
    <Badge colorPalette={value ? tone : 'gray'} variant="subtle">
      {value ? yes : no}
    </Badge>
  );
}

const statusPalette = { active: 'green', past_due: 'orange', cancelled: 'gray' } as const;

/** Every field of the user document, with Spanish labels. */
export function DocumentSection({ detail }: { readonly detail: AdminUserDetail }) {
  const { user } = detail;
  // A company's account: its own details and its contact person, not a person's name and birth date.
  const identity: Fact[] =
    user.userType === 'enterprise'
      ? [
          { field: 'company.legalName', label: 'Razón social', value: user.company?.legalName ?? '—' },
          { field: 'rut', label: 'RUT de la empresa', value: formatRut(user.rut) },
          { field: 'company.comuna', label: 'Comuna', value: user.company?.comuna ?? '—' },
          { field: 'company.region', label: 'Región', value: user.company?.region ?? '—' },
          { field: 'firstName', label: 'Nombre de contacto', value: user.firstName || '—' },
          { field: 'lastName', label: 'Apellido de contacto', value: user.lastName || '—' },
          { field: 'company.contactPhone', label: 'Teléfono de contacto', value: user.company?.contactPhone ?? '—' },
        ]
      : [
          { field: 'firstName', label: 'Nombre', value: user.firstName || '—' },
          { field: 'lastName', label: 'Apellido', value: user.lastName || '—' },
          { field: 'rut', label: 'RUT', value: formatRut(user.rut) },
          { field: 'birthDate', label: 'Fecha de nacimiento', value: formatCalendarDate(user.birthDate) },
        ];
  const facts: Fact[] = [
    ...identity,
    { field: 'email', label: 'Correo electrónico', value: user.email },
    { field: 'userType', label: 'Tipo de cuenta', value: <UserTypeBadge userType={user.userType} /> },
    { field: 'disabled', label: 'Estado de la cuenta', value: <YesNoBadge value={!user.disabled} yes="Habilitada" no="Deshabilitada" /> },
    { field: 'activated', label: 'Cuenta activada', value: <YesNoBadge value={user.activated} /> },
    { field: 'activatedAt', label: 'Fecha de activación', value: formatDateTime(user.activatedAt) },
    { field: 'provider', label: 'Forma de ingreso', value: providerLabels[user.provider] },
    { field: 'signupIntent', label: 'Intención de registro', value: user.signupIntent === 'enterprise' ? <EnterpriseBadge /> : 'Persona' },
    { field: 'uniqueChileanPasswordConnection', label: 'Tiene ClaveÚnica', value: yesNo(user.uniqueChileanPasswordConnection) },
    { field: 'socialHomeRegister', label: 'En el Registro Social de Hogares', value: yesNo(user.socialHomeRegister) },
    { field: 'createdAt', label: 'Fecha de creación', value: formatDateTime(user.createdAt) },
    {
      field: 'profileImage',
      label: 'Foto de perfil',
      value: user.profileImageUrl ? <Image src={user.profileImageUrl} alt={`Foto de perfil de ${user.firstName}`} boxSize="16" borderRadius="full" objectFit="cover" /> : 'Sin foto',
    },
    {
      field: 'uid',
      label: 'Identificador interno',
      value: (
        <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all" data-identifier="">
          {user.uid}
        </Text>
      ),
    },
  ];
  return (
    <Section id="datos-cuenta" title="Datos de la cuenta">
      <Facts facts={facts} />
    </Section>
  );
}

/** The household facts the user answered for the benefits rules. */
export function HouseholdSection({ household }: { readonly household: AdminHousehold | undefined }) {
  const answered = (Object.keys(householdLabels) as (keyof AdminHousehold)[]).filter((fact) => household?.[fact] !== undefined);
  return (
    <Section id="datos-hogar" title="Datos del hogar">
      {answered.length === 0 || !household ? (
        <Text color="gray.600">Aún no ha respondido preguntas sobre su hogar.</Text>
      ) : (
        <Facts facts={answered.map((fact) => ({ field: `household.${fact}`, label: householdLabels[fact], value: formatHouseholdValue(fact, household[fact]) }))} />
      )}
    </Section>
  );
}

/** The sign-in account in Cognito: whether it exists, is enabled, has a verified e-mail, and how it signs in. */
export function CognitoSection({ cognito }: { readonly cognito: AdminUserDetail['cognito'] }) {
  const facts: Fact[] = cognito.exists
    ? [
        { field: 'cognito.enabled', label: 'Habilitada', value: <YesNoBadge value={cognito.enabled} /> },
        { field: 'cognito.emailVerified', label: 'Correo verificado', value: <YesNoBadge value={cognito.emailVerified} /> },
        { field: 'cognito.provider', label: 'Proveedor', value: providerLabels[cognito.provider] },
        { field: 'cognito.status', label: 'Estado del acceso', value: cognito.status ? (cognitoStatusLabels[cognito.status] ?? 'Desconocido') : '—' },
      ]
    : [{ field: 'cognito.exists', label: 'Cuenta de acceso', value: <Badge colorPalette="red">No existe</Badge> }];
  return (
    <Section id="acceso" title="Acceso">
      <Facts facts={facts} />
    </Section>
  );
}

/** The user's subscription: plan, state and current period. */
export function SubscriptionSection({ subscription }: { readonly subscription: AdminUserDetail['subscription'] }) {
  if (!subscription) {
    return (
      <Section id="suscripcion" title="Suscripción">
        <Text color="gray.600">Sin suscripción.</Text>
      </Section>
    );
  }
  const facts: Fact[] = [
    { field: 'subscription.plan', label: 'Plan', value: `${planLabel(subscription.plan)} (${planMonths[subscription.plan]} meses)` },
    {
      field: 'subscription.status',
      label: 'Estado',
      value: (
        <Badge colorPalette={statusPalette[subscription.status]} variant="subtle">
          {subscriptionStatusLabel(subscription.status)}
        </Badge>
      ),
    },
    {
      field: 'subscription.period',
      label: 'Período actual',
      value: `${formatCalendarDate(subscription.currentPeriodStart)} al ${formatCalendarDate(subscription.currentPeriodEnd)}`,
    },
    { field: 'subscription.price', label: 'Precio del período', value: formatClp(subscription.priceClp) },
    { field: 'subscription.createdAt', label: 'Suscrito desde', value: formatDate(subscription.createdAt) },
    ...(subscription.pastDueSince ? [{ field: 'subscription.pastDueSince', label: 'Pago pendiente desde', value: formatDateTime(subscription.pastDueSince) }] : []),
    ...(subscription.card ? [{ field: 'subscription.card', label: 'Tarjeta', value: `${subscription.card.cardType} terminada en ${subscription.card.last4}` }] : []),
    ...(subscription.cancelAtPeriodEnd && subscription.status !== 'cancelled'
      ? [{ field: 'subscription.cancelAtPeriodEnd', label: 'Cancelación', value: `Pedida por el usuario: se cancela el ${formatCalendarDate(subscription.currentPeriodEnd)}, sin más cobros` }]
      : []),
    ...(subscription.cancelledAt ? [{ field: 'subscription.cancelledAt', label: 'Cancelada el', value: formatDateTime(subscription.cancelledAt) }] : []),
  ];
  return (
    <Section id="suscripcion" title="Suscripción">
      <Facts facts={facts} />
    </Section>
  );
}

const isPlanState = (value: object): value is { plan: Plan; status: SubscriptionStatus } => 'plan' in value && 'status' in value;

const formatChangeValue = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (field === 'userType' && (value === 'admin' || value === 'client')) return userTypeLabels[value];
  if (field === 'rut' && typeof value === 'string') return formatRut(value);
  if (field === 'birthDate' && typeof value === 'string') return formatCalendarDate(value);
  if (field === 'provider' && (value === 'password' || value === 'google')) return providerLabels[value];
  if (field === 'signupIntent' && value === 'enterprise') return 'Empresa';
  if (field === 'status' && typeof value === 'string') {
    const status = supportTicketStatuses.find((candidate) => candidate === value);
    return status ? supportTicketStatusLabels[status] : '—';
  }
  if (field === 'amountClp' && typeof value === 'number') return formatClp(value);
  if (field === 'plan' && (value === 'semestral' || value === 'anual')) return planLabel(value);
  if (field === 'via') return value === 'unsubscribe-link' ? 'El enlace de un correo' : 'Su perfil';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && isPlanState(value)) return `${planLabel(value.plan)}, ${subscriptionStatusLabel(value.status).toLowerCase()}`;
  return '—';
};

/** An edit's `{ field: { from, to } }`, or facts about an action, as short lines. */
function Changes({ changes }: { readonly changes: AuditEntry['changes'] }) {
  const entries = Object.entries(changes ?? {}).filter(([field]) => !hiddenAuditFields.has(field));
  if (entries.length === 0) return <Text color="gray.600">—</Text>;
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
      {entries.map(([field, change]) => {
        const label = fieldLabels[field] ?? 'Otro dato';
        const isFromTo = typeof change === 'object' && change !== null && ('from' in change || 'to' in change);
        return (
          <li key={field}>
            <Text as="span" fontWeight="medium">
              {label}
            </Text>
            {': '}
            {isFromTo ? `${formatChangeValue(field, (change as { from?: unknown }).from)} → ${formatChangeValue(field, (change as { to?: unknown }).to)}` : formatChangeValue(field, change)}
          </li>
        );
      })}
    </Stack>
  );
}

/** Who did it: the user themself, the admin reading this, or another account (by uid). */
const actorLabel = (entry: AuditEntry, viewerUid: string): ReactNode => {
  if (entry.actor === entry.subject) return 'El propio usuario';
  if (entry.actor === viewerUid) return 'Tú';
  const system = systemActorLabels[entry.actor];
  if (system) return system;
  return (
    <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all" data-identifier="">
      {entry.actor}
    </Text>
  );
};

/** The user's recent audit trail: when, what, who, and the fields changed. */
export function AuditSection({ audit, viewerUid }: { readonly audit: readonly AuditEntry[]; readonly viewerUid: string }) {
  return (
    <Section id="actividad" title="Actividad reciente">
      {audit.length === 0 ? (
        <Text color="gray.600">Sin actividad registrada.</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Tabla de actividad reciente" position="relative" borderWidth="1px" borderColor="gray.100" borderRadius="lg">
          <Table.Root size="sm" minW="640px" data-testid="audit-table">
            <Table.Caption srOnly>Eventos recientes de esta cuenta, del más nuevo al más antiguo</Table.Caption>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader scope="col">Fecha</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Acción</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Quién</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Cambios</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {audit.map((entry) => (
                <Table.Row key={entry.id} data-action={entry.action} verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {formatDateTime(entry.at)}
                  </Table.Cell>
                  <Table.Cell>{auditActionLabel(entry.action)}</Table.Cell>
                  <Table.Cell>{actorLabel(entry, viewerUid)}</Table.Cell>
                  <Table.Cell>
                    <Changes changes={entry.changes} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

/** The heading line under the name: type, state and intent. */
export function UserSummaryBadges({ detail }: { readonly detail: AdminUserDetail }) {
  return (
    <HStack gap="2" wrap="wrap">
      <UserTypeBadge userType={detail.user.userType} />
      <AccountStateBadges activated={detail.user.activated} disabled={detail.user.disabled} />
      {detail.user.signupIntent === 'enterprise' ? <EnterpriseBadge /> : null}
    </HStack>
  );
}

/** The whole detail, in two columns from 1024 px on. */
export function UserDetailSections({ detail, viewerUid }: { readonly detail: AdminUserDetail; readonly viewerUid: string }) {
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <DocumentSection detail={detail} />
        <Stack gap="6" minW="0">
          <CognitoSection cognito={detail.cognito} />
          <SubscriptionSection subscription={detail.subscription} />
        </Stack>
      </Grid>
      <PaymentsSection uid={detail.user.uid} payments={detail.payments} />
      <HouseholdSection household={detail.user.household} />
      <AuditSection audit={detail.audit} viewerUid={viewerUid} />
    </Stack>
  );
}
