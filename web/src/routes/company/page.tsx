import { Box, Button, Field, Flex, Heading, Image, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { COMPANY_DESCRIPTION_MAX, type CompanyPageSettings } from '@shared/companies';
import { companyPageBodySchema } from '@shared/contracts/company-offers/put-page';
import { messages } from '@shared/messages';
import { useState, type SyntheticEvent } from 'react';
import { failureNotice, useFilePick, type Notice } from '../../components/forms/file-pick';
import { FormAlert } from '../../components/forms/form-alert';
import { TextField } from '../../components/forms/text-field';
import { PageHeader } from '../../components/layouts/app-page-header';
import { companyLogoProblem, useCompanyPage, useRemoveCompanyLogo, useSaveCompanyPage, useUploadCompanyLogo } from '../../features/internships/api/company-page';
import { ApiError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

function LogoForm({ page }: { readonly page: CompanyPageSettings }) {
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const { input, notice, setNotice, onPick, choose } = useFilePick({ problemOf: companyLogoProblem, upload, success: 'Guardamos tu logo. Ya se ve en tu página y en tus ofertas.', failure: messages['profile-image/upload-failed'] });
  const busy = upload.isPending || remove.isPending;
  return (
    <Stack gap="3">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
        <Box w="24" h="24" flexShrink={0} borderWidth="1px" borderColor="gray.200" borderRadius="xl" bg="white" display="flex" alignItems="center" justifyContent="center" overflow="hidden">
          {page.logoPath ? (
            <Image src={page.logoPath} alt={`Logo de ${page.legalName}`} w="full" h="full" objectFit="contain" />
          ) : (
            <Text fontSize="xs" color="gray.500" textAlign="center" px="2">
              Sin logo
            </Text>
          )}
        </Box>
        <Stack gap="2">
          <input ref={input} type="file" accept="image/png,image/jpeg,image/webp" hidden aria-label="Elegir el logo de la empresa" data-testid="company-logo-input" onChange={onPick} />
          <Flex gap="2" wrap="wrap">
            <Button colorPalette="teal" size="sm" loading={upload.isPending} loadingText="Subiendo…" disabled={busy} onClick={choose}>
              {page.logoPath ? 'Cambiar logo' : 'Subir logo'}
            </Button>
            {page.logoPath ? (
              <Button
                variant="outline"
                colorPalette="red"
                size="sm"
                loading={remove.isPending}
                disabled={busy}
                onClick={() => {
                  setNotice(undefined);
                  remove.mutate(undefined, { onSuccess: () => setNotice({ status: 'success', message: 'Quitamos tu logo.' }), onError: (error) => setNotice(failureNotice(error, 'No pudimos quitar el logo. Intenta nuevamente.')) });
                }}
              >
                Quitar logo
              </Button>
            ) : null}
          </Flex>
          <Text fontSize="xs" color="gray.600">
            PNG, JPEG o WebP, de hasta 1 MB. Se ve mejor cuadrado, de al menos 112 × 112 píxeles. Es público: aparece en tu página y en tus ofertas.
          </Text>
        </Stack>
      </Flex>
      {notice ? <FormAlert status={notice.status} message={notice.message} /> : null}
    </Stack>
  );
}

function DetailsForm({ page }: { readonly page: CompanyPageSettings }) {
  const save = useSaveCompanyPage();
  const [description, setDescription] = useState(page.description);
  const [website, setWebsite] = useState(page.website);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const parsed = companyPageBodySchema.safeParse({ description, website });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setNotice({ status: 'success', message: 'Guardamos tu página.' }),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        setNotice(failureNotice(error, 'No pudimos guardar tu página. Intenta nuevamente.'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>Descripción de la empresa</Field.Label>
          <Textarea rows={6} maxLength={COMPANY_DESCRIPTION_MAX} value={description} placeholder="A qué se dedica tu empresa, dónde está y cómo es trabajar con ustedes." onChange={(event) => setDescription(event.target.value)} />
          {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : <Field.HelperText>Hasta 2.000 caracteres.</Field.HelperText>}
        </Field.Root>
        <TextField label="Sitio web (opcional)" type="url" inputMode="url" placeholder="https://www.tuempresa.cl" maxLength={200} value={website} error={errors.website} onChange={(event) => setWebsite(event.target.value)} />
        {notice ? <FormAlert status={notice.status} message={notice.message} /> : null}
        <Button type="submit" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={save.isPending}>
          Guardar página
        </Button>
      </Stack>
    </form>
  );
}

/** `/company/page`: what students see of the company on its public page (`/empresas/<slug>`) and its offers: logo, description, website. */
export function Component() {
  usePageMeta({ title: 'Página de empresa | Beneficios Chile', description: 'Tu logo y la descripción de tu empresa, en tu página pública y en tus ofertas.' });
  const page = useCompanyPage();
  return (
    <>
      <PageHeader title="Página de empresa" description="Tu página pública muestra tu logo, quiénes son y tus prácticas abiertas. Tus ofertas llevan tu logo y enlazan a ella." />
      {page.isPending ? <Skeleton height="64" borderRadius="2xl" /> : null}
      {page.isError ? <FormAlert status="error" message="No pudimos cargar tu página. Intenta nuevamente." /> : null}
      {page.data ? (
        <Stack gap="6">
          <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
            <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="5">
              <Stack gap="0" minW="0">
                <Heading as="h2" size="md" color="gray.900" wordBreak="break-word">
                  {page.data.legalName}
                </Heading>
                <Text fontSize="sm" color="gray.600" wordBreak="break-all">
                  {page.data.path}
                </Text>
              </Stack>
              <Button asChild variant="outline" colorPalette="teal" size="sm">
                <a href={page.data.path}>Ver mi página pública</a>
              </Button>
            </Flex>
            <LogoForm page={page.data} />
          </Box>
          <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
            <DetailsForm page={page.data} />
          </Box>
        </Stack>
      ) : null}
    </>
  );
}
