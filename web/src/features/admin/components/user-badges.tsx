import { Badge, HStack } from '@chakra-ui/react';
import type { UserType } from '@shared/user';
import { userTypeLabels } from '../format';

export function UserTypeBadge({ userType }: { readonly userType: UserType }) {
  return (
    <Badge colorPalette={userType === 'admin' ? 'purple' : 'teal'} variant="subtle">
      {userTypeLabels[userType]}
    </Badge>
  );
}

export function EnterpriseBadge() {
  return (
    <Badge colorPalette="blue" variant="outline" data-testid="enterprise-badge">
      Empresa
    </Badge>
  );
}

/** Whether the account is activated, and whether an admin disabled it. */
export function AccountStateBadges({ activated, disabled }: { readonly activated: boolean; readonly disabled: boolean }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={activated ? 'green' : 'orange'} variant="subtle">
        {activated ? 'Activada' : 'Sin activar'}
      </Badge>
      {disabled ? (
        <Badge colorPalette="red" variant="solid">
          Deshabilitada
        </Badge>
      ) : null}
    </HStack>
  );
}
