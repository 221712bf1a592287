import { Avatar, Text, type AvatarRootProps } from '@chakra-ui/react';
import type { UserDocument } from '@shared/user';
import { initials } from '@shared/format/names';
import type { ReactNode } from 'react';
import { displayName } from '../../features/auth/display-name';
import { ChevronDownIcon } from './app-icons';

interface UserAvatarProps extends Omit<AvatarRootProps, 'children'> {
  readonly user: Pick<UserDocument, 'firstName' | 'lastName' | 'profileImageUrl'>;
  /** The picture's text alternative: empty where the name is written next to it. */
  readonly alt?: string;
}

/**
 * The user's picture (`profileImageUrl`), or their initials (first name and first surname: Rosa González Pérez is RG). The API signs the link once an hour, so the
 * 4-second refresh of the user document keeps the same URL and the browser its cached image.
 */
export function UserAvatar({ user, alt = '', ...root }: UserAvatarProps) {
  return (
    <Avatar.Root colorPalette="teal" variant="solid" {...root}>
      <Avatar.Fallback>{initials(user)}</Avatar.Fallback>
      {user.profileImageUrl ? <Avatar.Image src={user.profileImageUrl} alt={alt} /> : null}
    </Avatar.Root>
  );
}

/** What the menu's trigger shows: the avatar, the name from 480 px on, and the chevron. */
export function UserMenuButtonContent({ user }: { readonly user: UserDocument }): ReactNode {
  return (
    <>
      <UserAvatar user={user} size="sm" />
      <Text as="span" display={{ base: 'none', sm: 'inline' }} maxW="48" truncate fontWeight="medium">
        {displayName(user)}
      </Text>
      <ChevronDownIcon size={18} />
    </>
  );
}
