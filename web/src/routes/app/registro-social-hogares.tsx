import { Alert, Badge, Box, Flex, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { tramoOptions } from '@shared/benefits';
import { ExternalLink } from '../../components/layouts/app-external-link';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { RshStatusForm } from '../../features/rsh/components/rsh-status-form';
import { rshCopy, rshLinks } from '../../features/rsh/content';
import { usePageMeta } from '../../lib/page-meta';
import { Panel } from '../../components/ui/panel';

/** `/registrosocialhogares`: what the RSH is, its tramos, how to join or update it, and the user's own answers. */
export function Component() {
  usePageMeta({ title: 'Registro Social de Hogares | Beneficios Chile', description: 'Qué es el Registro Social de Hogares y cómo usarlo.' });
  const user = useMe();
  if (!user) return null;
  const tramo = user.socialHomeRegister ? user.household?.rshTramo : undefined;

  return (
    <Stack gap="6">
      <PageHeader
        eyebrow="La puerta de entrada a los beneficios"
        title="Registro Social de Hogares"
        description="Casi todos los beneficios del Estado se entregan según tu tramo en este registro. Aquí te explicamos cómo funciona y puedes contarnos tu situación."
      />

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 380px' }} gap="6" alignItems="start">
        <Stack gap="6" order={{ base: 2, lg: 1 }}>
          <Panel id="que-es" title="¿Qué es el Registro Social de Hogares?">
            <Stack gap="3" color="gray.700">
              {rshCopy.what.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </Panel>

          <Panel id="tramos" title="Los tramos">
            <Text color="gray.700" mb="4">
              {rshCopy.tramos}
            </Text>
            <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="2" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }}>
              {tramoOptions.map((option) => {
                const mine = option.value === tramo;
                return (
                  <Flex
                    as="li"
                    key={option.value}
                    direction="column"
                    gap="0.5"
                    borderWidth="1px"
                    borderColor={mine ? 'teal.500' : 'gray.200'}
                    bg={mine ? 'teal.50' : 'gray.50'}
                    borderRadius="lg"
                    px="4"
                    py="3"
                  >
                    <Flex justify="space-between" align="center" gap="2">
                      <Text fontWeight="semibold" color="gray.900">
                        {option.label}
                      </Text>
                      {mine ? (
                        <Badge colorPalette="teal" variant="solid">
                          Tu tramo
                        </Badge>
                      ) : null}
                    </Flex>
                    <Text fontSize="sm" color="gray.600">
                      {rshCopy.tramoDescriptions[option.value]}
                    </Text>
                  </Flex>
                );
              })}
            </Box>
          </Panel>

          <Panel id="como-ingresar" title="Cómo ingresar o actualizar tu registro">
            <Stack gap="4" color="gray.700">
              <Box>
                <Heading as="h3" size="sm" color="gray.900" mb="2">
                  Para ingresar
                </Heading>
                <List.Root as="ol" ps="5" gap="1.5">
                  {rshCopy.howToJoin.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List.Root>
              </Box>
              <Box>
                <Heading as="h3" size="sm" color="gray.900" mb="2">
                  Para actualizar o revisar tus datos
                </Heading>
                <List.Root ps="5" gap="1.5">
                  {rshCopy.howToUpdate.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List.Root>
              </Box>
              <Flex gap={{ base: '3', sm: '6' }} wrap="wrap">
                <ExternalLink href={rshLinks.registroSocial.href}>
                  Ir a {rshLinks.registroSocial.label}
                </ExternalLink>
                <ExternalLink href={rshLinks.chileAtiende.href}>
                  Ir a {rshLinks.chileAtiende.label}
                </ExternalLink>
              </Flex>
            </Stack>
          </Panel>

          <Panel id="clave-unica" title="ClaveÚnica">
            <Stack gap="3" color="gray.700">
              <Text>{rshCopy.claveUnica}</Text>
              <ExternalLink href={rshLinks.claveUnica.href} alignStart>
                Obtén o recupera tu ClaveÚnica en {rshLinks.claveUnica.label}
              </ExternalLink>
            </Stack>
          </Panel>
        </Stack>

        <Panel id="tu-situacion" title="Tu situación" lead="Con estas respuestas calculamos los beneficios de tu Dashboard." emphasis sticky order={{ base: 1, lg: 2 }}>
          <RshStatusForm user={user} />
          <Alert.Root status="info" colorPalette="teal" mt="5" borderRadius="lg" size="sm">
            <Alert.Indicator />
            <Alert.Description>{rshCopy.neverAsk}</Alert.Description>
          </Alert.Root>
        </Panel>
      </Grid>
    </Stack>
  );
}
