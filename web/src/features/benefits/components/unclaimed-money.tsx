import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { unclaimedMoney } from '@shared/benefits';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { CoinsIcon } from '../../../components/layouts/app-icons';

/** "Dinero a tu nombre": what unclaimed money is, and the official searches (we do not search for the user). */
export function UnclaimedMoney() {
  return (
    <Box as="section" aria-labelledby="dinero-a-tu-nombre" bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" p={{ base: '5', md: '8' }} boxShadow="sm">
      <Flex gap="3" align="center" mb="4">
        <Flex align="center" justify="center" boxSize="10" borderRadius="full" bg="teal.100" color="teal.800" flexShrink={0}>
          <CoinsIcon size={22} />
        </Flex>
        <Heading as="h2" id="dinero-a-tu-nombre" size="xl" color="gray.900">
          {unclaimedMoney.title}
        </Heading>
      </Flex>
      <Stack gap="3" color="gray.700" maxW="3xl">
        {unclaimedMoney.explanation.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="6">
        {unclaimedMoney.searches.map((search) => (
          <Card.Root key={search.url} variant="subtle" bg="teal.50" borderRadius="xl">
            <Card.Body gap="2" p="5">
              <Heading as="h3" size="sm" color="teal.900">
                {search.name}
              </Heading>
              <Text fontSize="sm" color="gray.700" flex="1">
                {search.description}
              </Text>
              <ExternalLink href={search.url} fontSize="sm" display="inline-flex" alignItems="center" gap="1" alignSelf="flex-start">
                Buscar
                <VisuallyHidden> en {search.name}</VisuallyHidden>
              </ExternalLink>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="gray.600" mt="5">
        {unclaimedMoney.disclaimer}
      </Text>
    </Box>
  );
}
