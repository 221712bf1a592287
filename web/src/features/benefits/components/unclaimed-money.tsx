import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { unclaimedMoney } from '@shared/benefits';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { CoinsIcon } from '../../../components/ui/icons';
import { Summary } from './benefit-card';

/** "Dinero a tu nombre": what unclaimed money is, and the official searches (we do not search for the user). */
export function UnclaimedMoney() {
  return (
    <Box as="section" aria-labelledby="dinero-a-tu-nombre" bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Flex gap="2" align="center" mb="2">
        <Flex align="center" justify="center" color="teal.800" flexShrink={0} aria-hidden="true">
          <CoinsIcon size={20} />
        </Flex>
        <Heading as="h2" id="dinero-a-tu-nombre" size="lg" color="gray.900">
          {unclaimedMoney.title}
        </Heading>
      </Flex>
      <details data-testid="unclaimed-details">
        <Summary>Qué es y dónde buscarlo</Summary>
        <Stack gap="3" color="gray.700" maxW="3xl" mt="3">
          {unclaimedMoney.explanation.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="4">
          {unclaimedMoney.searches.map((search) => (
            <Card.Root key={search.url} variant="subtle" bg="teal.50" borderRadius="xl">
              <Card.Body gap="2" p="5">
                <Heading as="h3" size="sm" color="teal.900">
                  {search.name}
                </Heading>
                <Text fontSize="sm" color="gray.700" flex="1">
                  {search.description}
                </Text>
                <ExternalLink href={search.url} size="sm" alignStart>
                  Buscar
                  <VisuallyHidden> en {search.name}</VisuallyHidden>
                </ExternalLink>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="gray.600" mt="4">
          {unclaimedMoney.disclaimer}
        </Text>
      </details>
    </Box>
  );
}
