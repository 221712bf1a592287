import { Box, Card, Grid, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from '../../components/layouts/app-external-link';
import { ShieldIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { ContactRequestForm } from '../../features/seguros/components/contact-request-form';
import { insuranceTopics } from '../../features/seguros/content';
import { usePageMeta } from '../../lib/page-meta';
import { Panel } from '../../components/ui/panel';

/** `/seguros`: the insurance that matters, with the official sites, and "Quiero que me contacten". */
export function Component() {
  usePageMeta({ title: 'Seguros | Beneficios Chile', description: 'Los seguros que te protegen y cómo usarlos.' });
  const user = useMe();
  if (!user) return null;
  return (
    <Stack gap="6">
      <PageHeader
        eyebrow="Protección para ti y tu familia"
        title="Seguros"
        description="Algunos seguros ya los tienes por trabajar o por estar en Fonasa, y muchas personas no los cobran. Te contamos cuáles importan y dónde usarlos."
      />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 360px' }} gap="6" alignItems="start">
        <SimpleGrid as="section" aria-label="Seguros que importan" columns={{ base: 1, md: 2 }} gap="4">
          {insuranceTopics.map((topic) => (
            <Card.Root key={topic.id} as="article" aria-labelledby={`seguro-${topic.id}`} variant="outline" borderRadius="2xl" bg="white" borderColor="gray.200">
              <Card.Body gap="3" p={{ base: '5', md: '6' }}>
                <Box color="teal.700" bg="teal.50" borderRadius="lg" boxSize="10" display="flex" alignItems="center" justifyContent="center">
                  <ShieldIcon size={22} />
                </Box>
                <Heading as="h2" id={`seguro-${topic.id}`} size="md" color="gray.900">
                  {topic.title}
                </Heading>
                <Text fontSize="sm" fontWeight="semibold" color="teal.800">
                  {topic.who}
                </Text>
                <List.Root ps="5" gap="1.5" color="gray.700" fontSize="sm" flex="1">
                  {topic.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
                <ExternalLink href={topic.link.href} size="sm" alignStart>
                  Más información en {topic.link.label}
                </ExternalLink>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Panel id="quiero-que-me-contacten" title="Quiero que me contacten" lead="¿Tienes dudas sobre un seguro? Déjanos tus datos y te orientamos sin costo." emphasis sticky>
          <ContactRequestForm email={user.email} />
        </Panel>
      </Grid>
    </Stack>
  );
}
