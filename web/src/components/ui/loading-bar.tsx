import { Box } from '@chakra-ui/react';
import { LOADING_BAR } from '@shared/constants';

/** The full-width loading bar shown while a form is busy (spec §2: teal, width 100, height 4). */
export function LoadingBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Cargando"
      position="fixed"
      top="0"
      left="0"
      width={LOADING_BAR.width}
      height={LOADING_BAR.height}
      bg={`${LOADING_BAR.color}.500`}
      zIndex="banner"
      overflow="hidden"
      data-testid="loading-bar"
      css={{
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(90deg, transparent, rgba(255,255,255,0.6), transparent)',
          animation: 'loading-bar-sweep 1.2s ease-in-out infinite',
        },
        '@keyframes loading-bar-sweep': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } },
      }}
    />
  );
}
