import { Box, Button, Field, Grid, Heading, Input, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { chileanRegions } from '@shared/internships';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { ApiError } from '../../lib/api-client';
import { useStudentSearch, type StudentSearchFilters } from '../../features/students/api/search-students';
import { StudentSearchPreviewPanel } from '../../features/internships/components/student-search-preview';
import { isStudentSearchPreview } from '@shared/students';
import { SelectInput } from '../../components/forms/select-input';
import { usePageMeta } from '../../lib/page-meta';

const emptySearch: StudentSearchFilters = {};
const compact = (search: Record<string, string>): StudentSearchFilters => Object.fromEntries(Object.entries(search).filter(([, value]) => value.trim() !== ''));

/** `/interns/`: a company searches students who chose to be visible to companies. */
export function Component() {
  usePageMeta({ title: 'Buscar practicantes | Beneficios Chile', description: 'Encuentra estudiantes que buscan práctica, por carrera, institución y región.' });
  const [search, setSearch] = useState<StudentSearchFilters>(emptySearch);
  const [draft, setDraft] = useState({ career: '', institution: '', region: '' });
  const results = useStudentSearch(search);
  const preview = results.data?.pages.find(isStudentSearchPreview);
  const students = results.data?.pages.flatMap((page) => (isStudentSearchPreview(page) ? [] : page.students)) ?? [];
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSearch(compact(draft));
  };
  return (
    <>
      <PageHeader
        title="Buscar practicantes"
        description="Estudiantes que decidieron ser visibles para empresas. Con el Plan Empresa ves sus nombres y les escribes directamente a su correo, sin intermediarios."
      />
      <form onSubmit={onSubmit} role="search" aria-label="Buscar practicantes">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr auto' }} gap="4" alignItems="end" mb="6">
          <Field.Root>
            <Field.Label>Carrera</Field.Label>
            <Input value={draft.career} maxLength={120} placeholder="Por ejemplo, Ingeniería" onChange={(event) => setDraft({ ...draft, career: event.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Institución</Field.Label>
            <Input value={draft.institution} maxLength={120} placeholder="Por ejemplo, Duoc UC" onChange={(event) => setDraft({ ...draft, institution: event.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Región</Field.Label>
            <SelectInput placeholder="Todas las regiones" options={chileanRegions} value={draft.region} onChange={(event) => setDraft({ ...draft, region: event.target.value })} />
          </Field.Root>
          <Button type="submit" colorPalette="teal">
            Buscar
          </Button>
        </Grid>
      </form>
      {results.isPending ? <Skeleton height="32" borderRadius="xl" /> : null}
      {results.isError && !results.isFetchNextPageError ? (
        <FormAlert status="error" message={results.error instanceof ApiError ? results.error.message : 'No pudimos buscar practicantes. Intenta nuevamente.'} />
      ) : null}
      {preview ? <StudentSearchPreviewPanel preview={preview} /> : null}
      {results.isSuccess && !preview && students.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" p="6" textAlign="center" color="gray.600">
          No encontramos estudiantes visibles con esos filtros. Prueba con menos filtros, o publica una oferta para que ellos te encuentren.
        </Box>
      ) : null}
      {students.length > 0 ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="visible-students">
          {students.map((student) => (
            <Box as="li" key={student.studentUid} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
              <Heading as="h2" size="sm" color="gray.900">
                {student.studentName}
              </Heading>
              <Text fontSize="sm" color="gray.700">
                {student.career}, {student.year}.º año · {student.institution}
                {student.region ? ` · ${student.region}` : ''}
              </Text>
              <ChakraLink href={`mailto:${student.email}`} color="teal.700" fontSize="sm" wordBreak="break-all">
                {student.email}
              </ChakraLink>
            </Box>
          ))}
        </Stack>
      ) : null}
      {results.hasNextPage ? (
        <Button variant="outline" colorPalette="teal" alignSelf="center" mt="4" loading={results.isFetchingNextPage} loadingText="Cargando…" onClick={() => void results.fetchNextPage()}>
          Cargar más
        </Button>
      ) : null}
      {results.isFetchNextPageError ? <FormAlert status="error" message="No pudimos cargar más practicantes. Intenta nuevamente." /> : null}
    </>
  );
}
