import { Progress } from '@chakra-ui/react';
import { LOADING_BAR } from '@shared/constants';

const busy = { value: () => 'Cargando' };

/** The full-width loading bar at the top of the screen while a form is busy (spec §2 and §9: teal, width 100, height 4). */
export function LoadingBar() {
  return (
    <Progress.Root value={null} translations={busy} colorPalette={LOADING_BAR.color} position="fixed" top="0" left="0" width={LOADING_BAR.width} zIndex="banner" data-testid="loading-bar">
      <Progress.Track height={LOADING_BAR.height} borderRadius="0">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
