import type { ReactNode } from 'react';
import theme from './theme.json';

/** The app's icons, public pages and signed-in area alike: inline (no request), decorative (the text next to each one names it). */
interface IconProps {
  readonly size?: number;
  readonly className?: string;
}

function Outline({ size = 20, className, children }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </Outline>
);

export const HouseholdIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Outline>
);

export const ShieldIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3z" />
    <path d="m9 12 2 2 4-4" />
  </Outline>
);

export const AdminIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Outline>
);

export const UserIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Outline>
);

export const SupportIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5M12 16.5h.01" />
  </Outline>
);

export const SignOutIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </Outline>
);

export const MenuIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Outline>
);

/** The drawer's close button: a filled cross, as Chakra's close button draws it. */
export const CloseIcon = ({ size = 16, className }: IconProps) => (
  <svg className={className} viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
    <path
      fillRule="evenodd"
      clipRule="evenodd"
      d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
    />
  </svg>
);

export const ChevronDownIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);

export const ExternalLinkIcon = ({ size = 16 }: IconProps) => (
  <Outline size={size}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Outline>
);

export const CheckCircleIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Outline>
);

export const HelpCircleIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5M12 16.5h.01" />
  </Outline>
);

export const MinusCircleIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12h8" />
  </Outline>
);

export const CoinsIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 15v2c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.7-2.7-3-6-3" />
  </Outline>
);

export const UploadIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </Outline>
);

export const TrashIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Outline>
);

export const BriefcaseIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </Outline>
);

export const SearchIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.35-4.35" />
  </Outline>
);

export const CheckIcon = ({ size, className }: IconProps) => (
  <Outline size={size} className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Outline>
);

export const EyeIcon = ({ size = 18 }: IconProps) => (
  <Outline size={size}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </Outline>
);

export const EyeOffIcon = ({ size = 18 }: IconProps) => (
  <Outline size={size}>
    <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19M1 1l22 22" />
  </Outline>
);

/** The brand's mark, in the brand's solid teal (`theme.json`). */
export function BrandMark({ size = 32, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill={theme.palette.teal[700]} />
      <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
