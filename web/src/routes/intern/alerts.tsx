import { Box, Button, Field, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { chileanRegions, internshipAreaLabels, internshipAreas, offerModalities, offerModalityLabels, type ChileanRegion, type InternshipArea, type OfferModality } from '@shared/internships';
import { JOB_ALERTS_MAX, jobAlertLabel, jobAlertListingPath, type JobAlert, type JobAlertList, type JobAlertSearch } from '@shared/job-alerts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { SelectInput } from '../../components/forms/select-input';
import { PageHeader } from '../../components/layouts/app-page-header';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { searchOf, useJobAlerts, useSaveJobAlerts } from '../../features/students/api/job-alerts';
import { ApiError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

const card = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: '2xl', boxShadow: 'sm', p: { base: '5', md: '7' } } as const;

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined => values.find((candidate) => candidate === value);

/** The listing's filters in the address (`?area=…&region=…&modality=…`, the listing's "Crear alerta" link), as a search to save. */
const searchFrom = (params: URLSearchParams): JobAlertSearch => {
  const area = oneOf(internshipAreas, params.get('area'));
  const region = oneOf(chileanRegions, params.get('region'));
  const modality = oneOf(offerModalities, params.get('modality'));
  return { ...(area ? { area } : {}), ...(region ? { region } : {}), ...(modality ? { modality } : {}) };
};

/** `/intern/alertas`: the student's saved searches; each day's new offers that match come in one mail, at most one a day. */
export function Component() {
  usePageMeta({ title: 'Alertas de prácticas | Beneficios Chile', description: 'Recibe por correo las nuevas ofertas de práctica que coinciden con lo que buscas.' });
  const alerts = useJobAlerts();
  const pause = useSaveJobAlerts();
  const list = alerts.data;
  const setPaused = (saved: JobAlertList, paused: boolean) => pause.mutate({ alerts: saved.alerts.map(searchOf), paused });
  return (
    <>
      <PageHeader
        title="Alertas de prácticas"
        description="Guarda lo que buscas y te enviaremos un correo al día, como máximo, con las ofertas nuevas que coincidan. Cada correo trae un enlace para dejar de recibirlos."
      />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="6" alignItems="start">
        <Box as="section" aria-labelledby="nueva-alerta" {...card}>
          <Heading as="h2" id="nueva-alerta" size="lg" color="gray.900" mb="4">
            Nueva alerta
          </Heading>
          {list ? <AlertForm list={list} /> : <Skeleton height="40" borderRadius="xl" />}
        </Box>
        <Stack as="section" aria-labelledby="mis-alertas" gap="4">
          <Heading as="h2" id="mis-alertas" size="lg" color="gray.900">
            Mis alertas
          </Heading>
          {alerts.isPending ? <Skeleton height="24" borderRadius="xl" /> : null}
          {alerts.isError ? <FormAlert status="error" message="No pudimos cargar tus alertas. Recarga la página." /> : null}
          {list?.paused ? (
            <Stack gap="3" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="xl" p="4" data-testid="alerts-paused">
              <Text color="gray.800">Pausaste los correos de tus alertas. Tus búsquedas siguen guardadas.</Text>
              {pause.isError ? <FormAlert status="error" message="No pudimos reanudar tus alertas. Intenta nuevamente." /> : null}
              <Button size="sm" colorPalette="teal" alignSelf="flex-start" loading={pause.isPending} onClick={() => setPaused(list, false)}>
                Reanudar alertas por correo
              </Button>
            </Stack>
          ) : null}
          {list && list.alerts.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" p="6" textAlign="center" color="gray.600">
              Aún no guardas ninguna búsqueda.
            </Box>
          ) : null}
          {list && list.alerts.length > 0 ? (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="job-alerts">
              {list.alerts.map((alert) => (
                <SavedAlert key={alert.alertId} alert={alert} list={list} />
              ))}
            </Stack>
          ) : null}
          {list && list.alerts.length > 0 && !list.paused ? (
            <Button size="sm" variant="ghost" colorPalette="gray" alignSelf="flex-start" loading={pause.isPending} onClick={() => setPaused(list, true)}>
              Pausar los correos de mis alertas
            </Button>
          ) : null}
        </Stack>
      </Grid>
    </>
  );
}

/** A new search, added to the list; saving one resumes paused mails (whoever saves a search wants its mail). */
function AlertForm({ list }: { readonly list: JobAlertList }) {
  const [params] = useSearchParams();
  const [search, setSearch] = useState<JobAlertSearch>(() => searchFrom(params));
  const save = useSaveJobAlerts();
  const full = list.alerts.length >= JOB_ALERTS_MAX;
  const set = (name: keyof JobAlertSearch, value: string) => {
    save.reset();
    // The same rule as the address: a value not of its list (or "Todas") is no filter.
    setSearch((current) => searchFrom(new URLSearchParams({ ...current, [name]: value })));
  };
  return (
    <form
      noValidate
      aria-label="Nueva alerta"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ alerts: [...list.alerts.map(searchOf), search], paused: false });
      }}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Área</Field.Label>
          <SelectInput placeholder="Todas las áreas" value={search.area ?? ''} onChange={(event) => set('area', event.target.value)} options={internshipAreas.map((area: InternshipArea) => ({ value: area, label: internshipAreaLabels[area] }))} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Región</Field.Label>
          <SelectInput placeholder="Todas las regiones" value={search.region ?? ''} onChange={(event) => set('region', event.target.value)} options={chileanRegions.map((region: ChileanRegion) => region)} />
          <Field.HelperText color="gray.600">Las prácticas remotas llegan con cualquier región.</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Modalidad</Field.Label>
          <SelectInput placeholder="Todas las modalidades" value={search.modality ?? ''} onChange={(event) => set('modality', event.target.value)} options={offerModalities.map((modality: OfferModality) => ({ value: modality, label: offerModalityLabels[modality] }))} />
        </Field.Root>
        {save.isSuccess ? <FormAlert status="success" message={`Guardamos tu alerta: ${jobAlertLabel(search)}. Te escribiremos cuando se publiquen ofertas nuevas.`} /> : null}
        {save.isError ? (
          <FormAlert status="error" message={save.error instanceof ApiError ? (Object.values(save.error.fields)[0] ?? save.error.message) : 'No pudimos guardar tu alerta. Intenta nuevamente.'} />
        ) : null}
        <Button type="submit" colorPalette="teal" loading={save.isPending} disabled={full} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Guardar alerta
        </Button>
        {full ? <Text fontSize="sm" color="gray.600">Tienes {JOB_ALERTS_MAX} alertas, el máximo. Borra una para guardar otra.</Text> : null}
      </Stack>
    </form>
  );
}

function SavedAlert({ alert, list }: { readonly alert: JobAlert; readonly list: JobAlertList }) {
  const remove = useSaveJobAlerts();
  const label = jobAlertLabel(alert);
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" wrap="wrap" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
      <Text fontWeight="semibold" color="gray.900">
        {label}
      </Text>
      <Flex gap="2">
        <Button asChild size="xs" variant="outline" colorPalette="teal">
          <Link to={jobAlertListingPath(alert)}>Ver ofertas</Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="xs" variant="outline" colorPalette="red">
              Borrar
            </Button>
          }
          title="¿Borrar esta alerta?"
          description={<>Dejarás de recibir correos con ofertas de «{label}».</>}
          confirmLabel="Borrar"
          pendingLabel="Borrando…"
          failure="No pudimos borrar tu alerta. Intenta nuevamente."
          action={remove}
          onConfirm={(close) => remove.mutate({ alerts: list.alerts.filter((saved) => saved.alertId !== alert.alertId).map(searchOf), paused: list.paused }, { onSuccess: close })}
        />
      </Flex>
    </Flex>
  );
}
