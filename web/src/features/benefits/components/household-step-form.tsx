import { Box, Button, Checkbox, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { parseIsoDate, toIsoDate, type CalendarDate } from '@shared/age';
import {
  ageBounds,
  birthOf,
  birthRange,
  checklistPersonFacts,
  MAX_MEMBERS,
  peopleOf,
  questionFor,
  SELF,
  tramoOptions,
  withPersonFacts,
  type HouseholdMember,
  type HouseholdProfile,
  type MemberRelation,
  type NextStep,
  type ProfileFact,
  type QuestionFact,
} from '@shared/benefits';
import { personFactKeys } from '@shared/benefits/profile';
import { useId, useState, type SyntheticEvent } from 'react';
import { SelectInput } from '../../../components/forms/select-input';
import { parseAnswer } from '../household';

/**
 * One step of the household's questions on one screen: the member list, the RSH, a checklist of
 * situations, or a small group of facts for each person who needs them. The same form serves the public
 * check (answers kept in the browser) and the dashboard (answers saved on the account).
 */
interface StepFormProps {
  readonly next: NextStep;
  readonly household: HouseholdProfile;
  readonly birthDate: string | undefined;
  readonly today: CalendarDate;
  /** The public check asks the user's own birth date in the member list; the account already has it. */
  readonly askBirthDate: boolean;
  readonly busy?: boolean;
  readonly error?: string | undefined;
  readonly onSubmit: (patch: Partial<HouseholdProfile>, birthDate?: string) => void;
}

const relationOptions: { value: MemberRelation; label: string }[] = [
  { value: 'pareja', label: 'Pareja (cónyuge o conviviente civil)' },
  { value: 'hijo', label: 'Hija o hijo' },
  { value: 'otro', label: 'Otra persona' },
];

/** What each situation of a checklist says, ticked. */
const checklistLabels: Partial<Record<QuestionFact, string>> = {
  isResidentialElectricityCustomer: 'Tenemos un número de cliente de la luz para la casa',
  isRenting: 'Arrendamos la vivienda, o buscamos una para arrendar',
  inSeguridadesOportunidades: 'Participamos en Chile Solidario o en Seguridades y Oportunidades',
  isElectroDependent: 'Alguien es electrodependiente (inscrito en el registro)',
  hasDisability: 'Alguien tiene una discapacidad o invalidez acreditada',
  isPregnant: 'Alguien está embarazada de 5 meses o más',
  isHigherEducationStudent: 'Alguien estudia en un CFT, un instituto o una universidad',
  hasSecondaryStudentWithTopGrades: 'Alguien está en enseñanza media con promedio 6,0 o más',
  topStudents: 'Alguien estuvo el año pasado en el 30 % de mejores notas de su curso (5º básico a 4º medio)',
  lostJobWithContract: 'Alguien quedó sin trabajo después de tener un contrato',
  yearsMarried: 'Este año cumplimos 50 años de matrimonio',
  paidFuneral: 'Pagamos el funeral de un familiar hace poco',
  isSurvivorOfContributor: 'Falleció el cónyuge, la madre o el padre, y cotizaba o estaba pensionado',
};

const personFacts = new Set<string>(personFactKeys);

const yesNoOptions = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];
const sexOptions = [
  { value: 'mujer', label: 'Mujer' },
  { value: 'hombre', label: 'Hombre' },
];

export function HouseholdStepForm(props: StepFormProps) {
  const { next } = props;
  return (
    <Box as="section" aria-labelledby="paso-titulo" bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="xl" p={{ base: '4', md: '6' }} data-step={next.step.id} data-facts={next.facts.join(',')}>
      <Heading as="h2" id="paso-titulo" size="lg" mb="3">
        {next.step.title}
      </Heading>
      {next.step.id === 'miembros' ? <MembersStep {...props} /> : null}
      {next.step.id === 'rsh' ? <RshStep {...props} /> : null}
      {next.step.id === 'fechas' ? <DatesStep {...props} /> : null}
      {next.step.checklist === true ? <ChecklistStep {...props} /> : null}
      {!['miembros', 'rsh', 'fechas'].includes(next.step.id) && next.step.checklist !== true ? <FactsStep {...props} /> : null}
    </Box>
  );
}

/** A birth date a person can have: a real day, not after today, not before 1900. */
const isBirthDate = (value: string, todayIso: string): boolean => parseIsoDate(value) !== undefined && value <= todayIso && value >= '1900-01-01';

/** What the line above the button says while a field has its message. */
const missingSummary = 'Revisa las respuestas marcadas.';

/** Moves the focus to the first field with a message, once the messages are drawn. */
const focusFirstInvalid = (event: SyntheticEvent): void => {
  const form = event.currentTarget as HTMLFormElement;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
};

/** The form's button, and a line that says something is missing (each message sits at its field). */
function Footer({ busy, error, label = 'Continuar' }: { readonly busy?: boolean | undefined; readonly error?: string | undefined; readonly label?: string }) {
  return (
    <Stack gap="2" mt="4">
      {error ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {error}
        </Text>
      ) : null}
      <Button type="submit" alignSelf="start" loading={busy === true}>
        {label}
      </Button>
    </Stack>
  );
}

interface MemberDraft {
  id: string;
  relation: MemberRelation;
  name: string;
  /** The age in years, as typed. */
  age: string;
  /** Whether the age was typed here (then it is saved as told today), rather than the one saved (kept as it was). */
  ageTyped: boolean;
  sex: '' | 'mujer' | 'hombre';
}

/** A saved member's age today: from the birth date, or the youngest the age told on its day allows. */
const ageToday = (member: HouseholdMember, today: CalendarDate): string => {
  const bounds = ageBounds(birthOf(member), today);
  return bounds ? String(bounds.min) : '';
};

const ageError = (age: string): string | undefined => {
  const years = Number(age);
  return /^\d{1,3}$/.test(age.trim()) && years <= 120 ? undefined : 'Escribe su edad en años (0 si tiene menos de un año).';
};

const sexOf = (isWoman: boolean | undefined): MemberDraft['sex'] => (isWoman === undefined ? '' : isWoman ? 'mujer' : 'hombre');

const newId = (relation: MemberRelation, taken: readonly string[]): string => {
  for (let index = 1; ; index += 1) {
    const id = relation === 'pareja' && index === 1 ? 'pareja' : `${relation}-${String(index)}`;
    if (!taken.includes(id)) return id;
  }
};

function MembersStep({ household, birthDate, today, askBirthDate, busy, error, onSubmit }: StepFormProps) {
  const formId = useId();
  const [selfBirth, setSelfBirth] = useState(birthDate ?? '');
  const [selfSex, setSelfSex] = useState(sexOf(household.isWoman));
  const [drafts, setDrafts] = useState<MemberDraft[]>(() =>
    (household.members ?? []).map((member) => ({ id: member.id, relation: member.relation, name: member.name ?? '', age: ageToday(member, today), ageTyped: false, sex: sexOf(member.isWoman) })),
  );
  // Each message at its field: `self-birth`, `self-sex`, `<member id>-age`, `<member id>-sex`.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const todayIso = toIsoDate(today);
  const update = (index: number, change: Partial<MemberDraft>) => setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  // One partner at most (the household schema refuses a second): its button is off once there is one.
  const add = (relation: MemberRelation) =>
    setDrafts((current) => (current.length >= MAX_MEMBERS || (relation === 'pareja' && current.some((draft) => draft.relation === 'pareja')) ? current : [...current, { id: newId(relation, current.map((draft) => draft.id)), relation, name: '', age: '', ageTyped: true, sex: '' }]));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (askBirthDate && !isBirthDate(selfBirth, todayIso)) found['self-birth'] = 'Escribe tu fecha de nacimiento.';
    if (selfSex === '') found['self-sex'] = 'Dinos si eres mujer u hombre: algunos beneficios dependen de eso.';
    for (const draft of drafts) {
      const wrongAge = ageError(draft.age);
      if (wrongAge) found[`${draft.id}-age`] = wrongAge;
      if (draft.sex === '') found[`${draft.id}-sex`] = 'Elige su sexo.';
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(event);
    const saved = new Map((household.members ?? []).map((member) => [member.id, member]));
    // An age typed here is told on today's date (a rule near one of its limits asks the date later); an age not touched keeps what was saved.
    const members: HouseholdMember[] = drafts.map((draft) => {
      const previous = saved.get(draft.id);
      const { birthDate: _birthDate, age: _age, ageOn: _ageOn, ...facts } = previous ?? {};
      const kept = previous !== undefined && !draft.ageTyped;
      return { ...(kept ? previous : { ...facts, age: Number(draft.age), ageOn: todayIso }), id: draft.id, relation: draft.relation, isWoman: draft.sex === 'mujer', name: draft.name.trim() };
    });
    const withoutName = members.map(({ name, ...member }) => (name ? { ...member, name } : member));
    onSubmit({ isWoman: selfSex === 'mujer', members: withoutName }, askBirthDate ? selfBirth : undefined);
  };

  return (
    <form onSubmit={submit} aria-describedby={`${formId}-help`}>
      <Text id={`${formId}-help`} color="gray.700" mb="4">
        Cuenta a las personas que viven contigo: con sus edades sabemos qué beneficios puede tener cada una. No pedimos RUT ni datos de contacto.
      </Text>
      <Stack gap="4">
        <Stack gap="2" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="3">
          <Text fontWeight="semibold">Tú</Text>
          <HStack gap="3" flexWrap="wrap" alignItems="end">
            {askBirthDate ? (
              <Field.Root maxW="56" invalid={problems['self-birth'] !== undefined}>
                <Field.Label>Tu fecha de nacimiento</Field.Label>
                <Input type="date" max={todayIso} value={selfBirth} onChange={(event) => setSelfBirth(event.target.value)} />
                <Field.ErrorText>{problems['self-birth']}</Field.ErrorText>
              </Field.Root>
            ) : null}
            <SexField label="Eres" ariaLabel="Eres" value={selfSex} onChange={setSelfSex} error={problems['self-sex']} />
          </HStack>
        </Stack>
        {drafts.map((draft, index) => (
          <Stack key={draft.id} gap="2" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="3" data-member={draft.id}>
            <HStack justify="space-between">
              <Text fontWeight="semibold">{relationOptions.find((option) => option.value === draft.relation)?.label}</Text>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}>
                Quitar
              </Button>
            </HStack>
            <HStack gap="3" flexWrap="wrap" alignItems="end">
              <Field.Root maxW="48">
                <Field.Label>Nombre (opcional)</Field.Label>
                <Input value={draft.name} maxLength={40} onChange={(event) => update(index, { name: event.target.value })} />
              </Field.Root>
              <Field.Root maxW="28" invalid={problems[`${draft.id}-age`] !== undefined}>
                <Field.Label>Edad</Field.Label>
                <Input inputMode="numeric" maxLength={3} value={draft.age} onChange={(event) => update(index, { age: event.target.value, ageTyped: true })} />
                <Field.ErrorText>{problems[`${draft.id}-age`]}</Field.ErrorText>
              </Field.Root>
              <SexField label="Sexo" value={draft.sex} onChange={(sex) => update(index, { sex })} error={problems[`${draft.id}-sex`]} />
            </HStack>
          </Stack>
        ))}
        <HStack gap="2" flexWrap="wrap">
          {relationOptions.map((option) => (
            <Button key={option.value} size="sm" variant="outline" onClick={() => add(option.value)} disabled={drafts.length >= MAX_MEMBERS || (option.value === 'pareja' && drafts.some((draft) => draft.relation === 'pareja'))}>
              Agregar: {option.label.split(' (')[0]}
            </Button>
          ))}
        </HStack>
        <Text fontSize="sm" color="gray.600">
          Si vives sola o solo, no agregues a nadie.
        </Text>
      </Stack>
      <Footer busy={busy} error={Object.keys(problems).length > 0 ? missingSummary : error} />
    </form>
  );
}

/**
 * "Fechas de nacimiento": the member list asks ages; a rule near one of its age limits (the PGU at 65, a
 * child's 18th birthday) needs the day, asked here of the members it concerns.
 */
function DatesStep({ next, household, birthDate, today, busy, error, onSubmit }: StepFormProps) {
  const asked = peopleOf(household, birthDate, today).filter((person) => person.id !== SELF && next.personIds.includes(person.id));
  const [dates, setDates] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const todayIso = toIsoDate(today);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const person of asked) {
      const value = dates[person.id] ?? '';
      const range = birthRange(person.birthDate);
      if (!isBirthDate(value, todayIso)) found[person.id] = 'Escribe su fecha de nacimiento.';
      else if (range && (value < toIsoDate(range.earliest) || value > toIsoDate(range.latest))) found[person.id] = 'Esa fecha no coincide con la edad que nos dijiste: revisa la fecha o cambia su edad en «¿Quiénes viven contigo?».';
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(event);
    const members = (household.members ?? []).map((member) => {
      const date = dates[member.id];
      if (date === undefined) return member;
      const { age: _age, ageOn: _ageOn, ...rest } = member;
      return { ...rest, birthDate: date };
    });
    onSubmit({ members });
  };
  return (
    <form onSubmit={submit}>
      <Text color="gray.700" mb="3">
        Para algunos beneficios la edad exacta importa: necesitamos el día en que nació.
      </Text>
      <Stack gap="3">
        {asked.map((person) => (
          <Field.Root key={person.id} maxW="56" invalid={problems[person.id] !== undefined}>
            <Field.Label>Fecha de nacimiento ({person.label})</Field.Label>
            <Input type="date" max={todayIso} value={dates[person.id] ?? ''} onChange={(event) => setDates((current) => ({ ...current, [person.id]: event.target.value }))} />
            <Field.ErrorText>{problems[person.id]}</Field.ErrorText>
          </Field.Root>
        ))}
      </Stack>
      <Footer busy={busy} error={Object.keys(problems).length > 0 ? missingSummary : error} />
    </form>
  );
}

function RshStep({ household, busy, error, onSubmit }: StepFormProps) {
  const [value, setValue] = useState(household.inRsh === false ? '0' : household.rshTramo === undefined ? '' : String(household.rshTramo));
  const [problem, setProblem] = useState<string>();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (value === '') {
      setProblem('Elige tu tramo, o que no estás en el registro.');
      return focusFirstInvalid(event);
    }
    const tramo = Number(value);
    onSubmit(tramo === 0 ? { inRsh: false } : { inRsh: true, rshTramo: tramo });
  };
  return (
    <form onSubmit={submit}>
      <Text color="gray.700" mb="3">
        {questionFor('rshTramo')?.help}
      </Text>
      <Field.Root maxW="md" invalid={problem !== undefined}>
        <Field.Label>¿En qué tramo del Registro Social de Hogares está tu hogar?</Field.Label>
        <SelectInput placeholder="Elige" options={[...tramoOptions, { value: 0, label: 'No estoy en el Registro Social de Hogares' }]} value={value} onChange={(event) => setValue(event.target.value)} />
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
      <Footer busy={busy} error={error} />
    </form>
  );
}

function ChecklistStep({ next, household, birthDate, today, busy, error, onSubmit }: StepFormProps) {
  const people = peopleOf(household, birthDate, today);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [who, setWho] = useState<Record<string, Set<string>>>({});
  const toggle = (fact: string) =>
    setTicked((current) => {
      const copy = new Set(current);
      if (copy.has(fact)) copy.delete(fact);
      else copy.add(fact);
      return copy;
    });
  const toggleWho = (fact: string, person: string) =>
    setWho((current) => {
      const set = new Set(current[fact] ?? []);
      if (set.has(person)) set.delete(person);
      else set.add(person);
      return { ...current, [fact]: set };
    });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    let patch: HouseholdProfile = {};
    for (const fact of next.facts) {
      const yes = ticked.has(fact);
      if (checklistPersonFacts.includes(fact) && personFacts.has(fact)) {
        const chosen = who[fact] ?? new Set<string>();
        // Ticked with nobody chosen in a household of one: it is the user.
        const picked = chosen.size === 0 && people.length === 1 ? new Set([SELF]) : chosen;
        let members: HouseholdProfile = { ...household, ...patch };
        for (const person of people) members = withPersonFacts(members, person.id, { [fact]: yes && picked.has(person.id) });
        patch = { ...patch, [fact]: members[fact as ProfileFact], ...(members.members ? { members: members.members } : {}) };
      } else if (fact === 'yearsMarried') patch = { ...patch, yearsMarried: yes ? 50 : 0 };
      else if (fact === 'topStudents') patch = { ...patch, topStudents: yes ? 1 : 0 };
      else patch = { ...patch, [fact]: yes };
    }
    onSubmit(patch);
  };
  return (
    <form onSubmit={submit}>
      <Text color="gray.700" mb="3">
        Marca lo que corresponda. Lo que no marques lo tomamos como un no.
      </Text>
      <Stack gap="3">
        {next.facts.map((fact) => (
          <Stack key={fact} gap="1">
            <Checkbox.Root checked={ticked.has(fact)} onCheckedChange={() => toggle(fact)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{checklistLabels[fact] ?? questionFor(fact)?.text}</Checkbox.Label>
            </Checkbox.Root>
            {ticked.has(fact) && checklistPersonFacts.includes(fact) && people.length > 1 ? (
              <HStack gap="3" pl="7" flexWrap="wrap" role="group" aria-label="¿Quién?">
                <Text fontSize="sm">¿Quién?</Text>
                {people.map((person) => (
                  <Checkbox.Root key={person.id} size="sm" checked={who[fact]?.has(person.id) === true} onCheckedChange={() => toggleWho(fact, person.id)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{person.id === SELF ? 'Tú' : person.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            ) : null}
          </Stack>
        ))}
      </Stack>
      <Footer busy={busy} error={error} />
    </form>
  );
}

function FactsStep({ next, household, birthDate, today, busy, error, onSubmit }: StepFormProps) {
  const people = peopleOf(household, birthDate, today);
  const askedPeople = people.filter((person) => next.personIds.includes(person.id));
  const targets = askedPeople.length > 0 ? askedPeople : people.slice(0, 1);
  const personFactsAsked = next.facts.filter((fact) => personFacts.has(fact));
  const householdFactsAsked = next.facts.filter((fact) => !personFacts.has(fact) && fact !== 'birthDate');
  const [values, setValues] = useState<Record<string, string>>({});
  // Each message at its question, by `person:fact`.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const keyOf = (person: string, fact: string) => `${person}:${fact}`;

  /** What a person (or the household, person `hogar`) has answered so far, saved and typed, to show follow-ups. */
  const answered = (person: string, fact: QuestionFact): boolean | number | undefined => {
    const typed = values[keyOf(person, fact)];
    if (typed === 'true' || typed === 'false') return typed === 'true';
    if (typed !== undefined && typed !== '') return Number(typed.replace(/\D/g, ''));
    const facts = people.find((candidate) => candidate.id === person)?.facts ?? household;
    const saved = facts[fact as ProfileFact];
    return typeof saved === 'boolean' || typeof saved === 'number' ? saved : undefined;
  };
  const visible = (person: string, fact: QuestionFact): boolean => {
    const condition = questionFor(fact)?.askIf;
    if (!condition) return true;
    const value = answered(person, condition.fact);
    return 'equals' in condition ? value === condition.equals : typeof value === 'number' && value >= condition.atLeast;
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    let result: HouseholdProfile = household;
    const householdPatch: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    const read = (person: string, fact: QuestionFact): boolean | number | undefined => {
      const question = questionFor(fact);
      if (!question || !visible(person, fact)) return undefined;
      const parsed = parseAnswer(question, values[keyOf(person, fact)] ?? '');
      if (parsed.ok) return parsed.value;
      found[keyOf(person, fact)] = parsed.message;
      return undefined;
    };
    for (const fact of householdFactsAsked) {
      const value = read('hogar', fact);
      if (value !== undefined) householdPatch[fact] = value;
    }
    for (const person of targets) {
      const facts: Record<string, unknown> = {};
      for (const fact of personFactsAsked) {
        const value = read(person.id, fact);
        if (value !== undefined) facts[fact] = value;
      }
      result = withPersonFacts(result, person.id, facts);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(event);
    const selfFacts = Object.fromEntries(personFactsAsked.flatMap((fact) => (result[fact as ProfileFact] === undefined ? [] : [[fact, result[fact as ProfileFact]]])));
    onSubmit({ ...householdPatch, ...selfFacts, ...(result.members ? { members: result.members } : {}) });
  };

  const field = (person: string, fact: QuestionFact, who: string) => {
    const question = questionFor(fact);
    if (!question || !visible(person, fact)) return null;
    const id = keyOf(person, fact);
    const label = who ? `${question.text} (${who})` : question.text;
    return (
      <Field.Root key={id} maxW="lg" invalid={problems[id] !== undefined}>
        <Field.Label>{label}</Field.Label>
        {question.kind === 'yesno' ? (
          <SelectInput
            root={{ maxW: '40' }}
            aria-label={label}
            placeholder="Elige"
            options={yesNoOptions}
            value={values[id] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [id]: event.target.value }))}
          />
        ) : (
          <Input aria-label={label} inputMode="numeric" maxW="48" value={values[id] ?? ''} onChange={(event) => setValues((current) => ({ ...current, [id]: event.target.value }))} />
        )}
        {problems[id] ? <Field.ErrorText>{problems[id]}</Field.ErrorText> : <Field.HelperText>{question.help}</Field.HelperText>}
      </Field.Root>
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="5">
        {householdFactsAsked.length > 0 ? <Stack gap="3">{householdFactsAsked.map((fact) => field('hogar', fact, ''))}</Stack> : null}
        {personFactsAsked.length > 0
          ? targets.map((person) => (
              <Stack key={person.id} gap="3" borderWidth={targets.length > 1 ? '1px' : '0'} borderColor="gray.200" borderRadius="lg" p={targets.length > 1 ? '3' : '0'}>
                {targets.length > 1 || person.id !== SELF ? <Text fontWeight="semibold">{person.id === SELF ? 'Tú' : person.label}</Text> : null}
                {personFactsAsked.map((fact) => field(person.id, fact, targets.length > 1 || person.id !== SELF ? (person.id === SELF ? 'tú' : person.label) : ''))}
              </Stack>
            ))
          : null}
      </Stack>
      <Footer busy={busy} error={Object.keys(problems).length > 0 ? missingSummary : error} />
    </form>
  );
}

/** A person's sex, asked the same way of the user and of each member. */
function SexField({ label, ariaLabel, value, onChange, error }: { readonly label: string; readonly ariaLabel?: string; readonly value: MemberDraft['sex']; readonly onChange: (sex: MemberDraft['sex']) => void; readonly error?: string | undefined }) {
  return (
    <Field.Root maxW="40" invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <SelectInput aria-label={ariaLabel} placeholder="Elige" options={sexOptions} value={value} onChange={(event) => onChange(event.target.value as MemberDraft['sex'])} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
