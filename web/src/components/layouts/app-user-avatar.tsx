import { Avatar, Text } from '@chakra-ui/react';
import { initials } from '@shared/format/names';
import type { UserDocument } from '@shared/user';
import type { ReactNode } from 'react';
import { displayName } from '../../lib/display-name';
import { ChevronDownIcon } from '../ui/icons';

interface UserAvatarProps {
  readonly user: Pick<UserDocument, 'firstName' | 'lastName' | 'profileImageUrl'>;
  /** 36 px (`sm`, the menu's button), 40 px (`md`, the sidebar) or 96 px (`lg`, the profile). */
  readonly size?: 'sm' | 'md' | 'lg';
  /** The picture's text alternative: empty where the name is written next to it. */
  readonly alt?: string;
  readonly 'data-testid'?: string;
}

const sizes = { sm: '9', md: '10', lg: '24' } as const;

/**
 * The user's picture (`profileImageUrl`), or their initials (first name and first surname: Rosa González
 * Pérez is RG), which show until it loads and again if it fails. The API signs the link once an hour, so
 * the refresh of the user document keeps the same URL and the browser its cached image.
 */
export function UserAvatar({ user, size = 'md', alt = '', 'data-testid': testId }: UserAvatarProps) {
  return (
    <Avatar.Root colorPalette="teal" variant="solid" boxSize={sizes[size]} fontSize={size === 'lg' ? '2xl' : 'sm'} flexShrink={0} data-testid={testId}>
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
