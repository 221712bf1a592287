import type { UserDocument } from '@shared/user';
import { initials } from '@shared/format/names';
import { useState, type ReactNode } from 'react';
import { displayName } from '../../features/auth/display-name';
import { ChevronDownIcon } from './app-icons';
import './app-shell.css';

interface UserAvatarProps {
  readonly user: Pick<UserDocument, 'firstName' | 'lastName' | 'profileImageUrl'>;
  /** 36 px (`sm`, the menu's button), 40 px (`md`, the sidebar) or 96 px (`lg`, the profile). */
  readonly size?: 'sm' | 'md' | 'lg';
  /** The picture's text alternative: empty where the name is written next to it. */
  readonly alt?: string;
  readonly 'data-testid'?: string;
}

/**
 * The user's picture (`profileImageUrl`), or their initials (first name and first surname: Rosa González Pérez is RG),
 * which stay under the picture until it loads and show again if it fails. The API signs the link once an hour, so the
 * 4-second refresh of the user document keeps the same URL and the browser its cached image.
 */
export function UserAvatar({ user, size = 'md', alt = '', 'data-testid': testId }: UserAvatarProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profileImageUrl;
  const showImage = Boolean(url) && url !== failedUrl;
  return (
    <span className={`app-avatar app-avatar--${size}`} data-testid={testId}>
      <span className="app-avatar__initials" hidden={showImage && url === loadedUrl}>
        {initials(user)}
      </span>
      {showImage ? <img className="app-avatar__image" src={url} alt={alt} onLoad={() => setLoadedUrl(url ?? null)} onError={() => setFailedUrl(url ?? null)} /> : null}
    </span>
  );
}

/** What the menu's trigger shows: the avatar, the name from 480 px on, and the chevron. */
export function UserMenuButtonContent({ user }: { readonly user: UserDocument }): ReactNode {
  return (
    <>
      <UserAvatar user={user} size="sm" />
      <span className="app-user-button__name">{displayName(user)}</span>
      <ChevronDownIcon size={20} />
    </>
  );
}
