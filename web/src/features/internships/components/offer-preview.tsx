import { Box, Button, CloseButton, Dialog, Flex, Grid, Heading, Image, Portal, Stack, Text } from '@chakra-ui/react';
import type { OfferFields } from '@shared/contracts/company-offers/offer-fields';
import { offerFacts } from '@shared/offer-facts';
import { FormAlert } from '../../../components/forms/form-alert';
import { useCompanyPage } from '../api/company-page';

const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part, index) => (
      <Text key={index} whiteSpace="pre-line" overflowWrap="anywhere">
        {part}
      </Text>
    ));

/** The offer as its page shows it (lambdas/internships/offer-page.ts): logo and company, title, facts, description, requirements. */
function OfferAsPublished({ offer }: { readonly offer: OfferFields }) {
  const page = useCompanyPage();
  return (
    <Stack gap="5" data-testid="offer-preview">
      <Flex gap="4" align="center">
        {page.data?.logoPath ? <Image src={page.data.logoPath} alt={`Logo de ${page.data.legalName}`} w="16" h="16" flexShrink={0} objectFit="contain" borderWidth="1px" borderColor="gray.200" borderRadius="xl" bg="white" /> : null}
        <Stack gap="1" minW="0">
          <Heading as="h3" size="xl" color="gray.900" overflowWrap="anywhere">
            {offer.title}
          </Heading>
          <Text fontWeight="semibold" color="gray.700">
            {page.data?.legalName}
          </Text>
        </Stack>
      </Flex>
      <Grid as="dl" templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3" bg="teal.50" borderRadius="xl" p="4" m="0">
        {offerFacts(offer).map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="xs" color="gray.600">
              {label}
            </Text>
            <Text as="dd" m="0" fontWeight="semibold" color="gray.900" overflowWrap="anywhere">
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
      <Stack gap="2">
        <Heading as="h4" size="md">
          Descripción
        </Heading>
        {paragraphsOf(offer.description)}
      </Stack>
      <Stack gap="2">
        <Heading as="h4" size="md">
          Requisitos
        </Heading>
        {paragraphsOf(offer.requirements)}
      </Stack>
    </Stack>
  );
}

interface OfferPreviewDialogProps {
  /** The offer to show; the dialog is open while there is one. */
  readonly offer: OfferFields | undefined;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly failure?: string | undefined;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Before publishing: the offer as students will see it, to publish it or go back to the form. */
export function OfferPreviewDialog({ offer, confirmLabel, busy, failure, onConfirm, onClose }: OfferPreviewDialogProps) {
  return (
    <Dialog.Root
      open={offer !== undefined}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Vista previa: así verán tu oferta los estudiantes</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {offer ? <OfferAsPublished offer={offer} /> : null}
                {failure ? <FormAlert status="error" message={failure} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Button variant="outline" colorPalette="teal" disabled={busy} onClick={onClose}>
                Seguir editando
              </Button>
              <Button colorPalette="teal" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
