import fc from 'fast-check';
import { chileanRegions, internshipAreas, offerModalities, offerModalityLabels, type PublicOffer } from './internships';
import { endOfDayInChile, jobPosting } from './job-posting';

/**
 * Google's rules for job posting structured data, written down from its documentation:
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 * ("Structured data type definitions": required and recommended properties, and their types),
 * with the schema.org types it names (https://schema.org/JobPosting). Every kind of offer the
 * product can hold is generated and its posting checked against them.
 */
type Posting = Record<string, unknown>;
/** A rule answers what is wrong with a property, or undefined when it is right. */
type Rule = (value: unknown, posting: Posting) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const absoluteUrl = (value: unknown): boolean => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);
/** ISO 8601 date, or date and time with its offset ("2017-01-24" or "2017-01-24T19:33:17+00:00"). */
const isoDate = (value: unknown): boolean => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isoDateTime = (value: unknown): boolean => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
const remote = (posting: Posting): boolean => posting.jobLocationType === 'TELECOMMUTE';

/** Google's values of `employmentType`. */
const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
/** `baseSalary.value.unitText`. */
const salaryUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/** Required: a posting without one of these is not eligible. */
const required: Record<string, Rule> = {
  datePosted: (value) => (isoDate(value) || isoDateTime(value) ? undefined : 'an ISO 8601 Date or DateTime'),
  // "The full description of the job in HTML format": at least paragraph breaks, and not the title again.
  description: (value, posting) => (text(value) && /<p>|<br>|<li>/.test(value) && value !== posting.title ? undefined : 'an HTML description that is not the title'),
  hiringOrganization: (value) => {
    if (!isRecord(value) || value['@type'] !== 'Organization' || !text(value.name)) return 'an Organization with its name';
    if (value.logo !== undefined && !absoluteUrl(value.logo)) return 'a logo as a crawlable absolute URL';
    if (value.sameAs !== undefined && !absoluteUrl(value.sameAs)) return 'sameAs as the URL of the company’s website';
    return undefined;
  },
  // "The physical location(s) of the business where the employee will report to work"; a job done
  // entirely remotely has none, and says so with jobLocationType and applicantLocationRequirements.
  jobLocation: (value, posting) => {
    if (value === undefined) return remote(posting) ? undefined : 'a Place, unless the job is fully remote';
    if (!isRecord(value) || value['@type'] !== 'Place' || !isRecord(value.address) || value.address['@type'] !== 'PostalAddress') return 'a Place with a PostalAddress';
    const { addressLocality, addressRegion, addressCountry } = value.address;
    return text(addressLocality) && text(addressRegion) && typeof addressCountry === 'string' && /^[A-Z]{2}$/.test(addressCountry) ? undefined : 'an address with locality, region and an ISO 3166-1 alpha-2 country';
  },
  // "The title of the job (not the title of the posting)", as text.
  title: (value) => (text(value) ? undefined : 'the job’s title'),
};

/** Recommended: each one the product can fill, it fills (the rule says when it applies). */
const recommended: Record<string, Rule> = {
  applicantLocationRequirements: (value, posting) => {
    if (!remote(posting)) return value === undefined ? undefined : 'only on a remote posting';
    return isRecord(value) && (value['@type'] === 'Country' || value['@type'] === 'State' || value['@type'] === 'AdministrativeArea') && text(value.name) ? undefined : 'the area applicants may live in (remote jobs need one)';
  },
  baseSalary: (value) => {
    if (value === undefined) return undefined;
    if (!isRecord(value) || value['@type'] !== 'MonetaryAmount' || typeof value.currency !== 'string' || !/^[A-Z]{3}$/.test(value.currency)) return 'a MonetaryAmount with an ISO 4217 currency';
    const amount = value.value;
    if (!isRecord(amount) || amount['@type'] !== 'QuantitativeValue' || !salaryUnits.includes(String(amount.unitText))) return 'a QuantitativeValue with its unitText';
    return typeof amount.value === 'number' && amount.value > 0 ? undefined : 'a positive amount';
  },
  directApply: (value) => (typeof value === 'boolean' ? undefined : 'a Boolean'),
  employmentType: (value) => ((Array.isArray(value) ? value : [value]).every((type) => employmentTypes.includes(String(type))) ? undefined : `one of ${employmentTypes.join(', ')}`),
  identifier: (value) => (isRecord(value) && value['@type'] === 'PropertyValue' && text(value.name) && text(value.value) ? undefined : 'a PropertyValue with name and value'),
  // "Set this property with the value TELECOMMUTE for jobs in which the employee may or must work remotely 100% of the time."
  jobLocationType: (value) => (value === undefined || value === 'TELECOMMUTE' ? undefined : 'TELECOMMUTE, or absent'),
  validThrough: (value) => (isoDateTime(value) ? undefined : 'an ISO 8601 DateTime with its offset'),
};

/** Properties of schema.org's JobPosting the posting may carry besides Google's. */
const otherSchemaOrgProperties = ['@context', '@type', 'occupationalCategory', 'totalJobOpenings', 'jobStartDate', 'url', 'workHours'];

const problems = (posting: Posting): string[] => {
  const found: string[] = [];
  for (const [property, rule] of Object.entries({ ...required, ...recommended })) {
    const problem = rule(posting[property], posting);
    if (problem) found.push(`${property}: ${problem}`);
  }
  for (const property of Object.keys(posting)) if (!(property in required) && !(property in recommended) && !otherSchemaOrgProperties.includes(property)) found.push(`${property}: not a property we know`);
  // workHours is "the typical working hours" (e.g. "1st shift, night shift, 8am-5pm"): never a modality.
  if (Object.values(offerModalityLabels).includes(String(posting.workHours))) found.push('workHours: a modality is not working hours');
  if (posting.jobLocation === undefined && !remote(posting)) found.push('jobLocation: missing');
  return found;
};

const day = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

const offers = fc.record({
  modality: fc.constantFrom(...offerModalities),
  area: fc.constantFrom(...internshipAreas),
  region: fc.constantFrom(...chileanRegions),
  comuna: fc.constantFrom('Providencia', 'Viña del Mar', 'Ñuñoa', 'Puerto Montt'),
  stipendClp: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: null }),
  deadline: day,
  startDate: day,
  title: fc.string({ minLength: 5, maxLength: 120 }).filter((title) => title.trim().length >= 5),
  description: fc.string({ minLength: 30, maxLength: 400 }).filter((description) => description.trim().length >= 30),
  requirements: fc.string({ minLength: 10, maxLength: 200 }).filter((requirements) => requirements.trim().length >= 10),
  durationMonths: fc.integer({ min: 1, max: 12 }),
  vacancies: fc.integer({ min: 1, max: 50 }),
  withLogo: fc.boolean(),
  withWebsite: fc.boolean(),
});

type GeneratedOffer = typeof offers extends fc.Arbitrary<infer Generated> ? Generated : never;

const asOffer = (generated: GeneratedOffer): PublicOffer => ({
  offerId: 'f3b1c2d4-0000-4000-8000-000000000001',
  companyName: 'Panadería Los Andes SpA',
  title: generated.title,
  area: generated.area,
  description: generated.description,
  requirements: generated.requirements,
  modality: generated.modality,
  ...(generated.modality === 'remota' ? {} : { region: generated.region, comuna: generated.comuna }),
  durationMonths: generated.durationMonths,
  startDate: generated.startDate,
  stipendClp: generated.stipendClp,
  vacancies: generated.vacancies,
  deadline: generated.deadline,
  status: 'publicada',
  featured: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  publishedAt: '2026-11-20T12:00:00.000Z',
});

describe('an offer’s JobPosting, against Google’s job posting rules', () => {
  it('has every required property right, and each recommended one the offer can fill, for every kind of offer', () => {
    fc.assert(
      fc.property(offers, (generated) => {
        const posting = jobPosting(asOffer(generated), 'https://beneficios.cl/internships/f3b1c2d4-0000-4000-8000-000000000001', {
          pageUrl: 'https://beneficios.cl/empresas/panaderia-los-andes-spa',
          ...(generated.withLogo ? { logoUrl: 'https://beneficios.cl/empresas/panaderia-los-andes-spa/logo?v=1' } : {}),
          ...(generated.withWebsite ? { website: 'https://panaderialosandes.cl' } : {}),
        });
        expect(problems(posting)).toEqual([]);
        // What the offer has, the posting says: a stipend is a salary; a remote offer is remote for anyone in Chile.
        expect(posting.baseSalary === undefined).toBe(generated.stipendClp === null);
        expect(remote(posting)).toBe(generated.modality === 'remota');
        expect((posting.hiringOrganization as Posting).logo === undefined).toBe(!generated.withLogo);
      }),
      { numRuns: 200 },
    );
  });

  it('ends applications at the last second of the deadline in Chile, in summer and in winter time', () => {
    fc.assert(
      fc.property(day, (deadline) => {
        const validThrough = endOfDayInChile(deadline);
        const inChile = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(Date.parse(validThrough));
        expect(inChile).toBe(`${deadline}, 23:59:59`);
      }),
      { numRuns: 200 },
    );
    expect(endOfDayInChile('2026-12-15')).toBe('2026-12-15T23:59:59-03:00');
    expect(endOfDayInChile('2026-07-15')).toBe('2026-07-15T23:59:59-04:00');
  });

  it('the rules themselves catch what was wrong before: a modality in workHours, a hybrid job called remote', () => {
    const offer = asOffer({ modality: 'hibrida', area: 'informatica', region: 'Valparaíso', comuna: 'Viña del Mar', stipendClp: null, deadline: '2026-12-15', startDate: '2027-01-04', title: 'Práctica en datos', description: 'x'.repeat(40), requirements: 'y'.repeat(20), durationMonths: 3, vacancies: 1, withLogo: false, withWebsite: false });
    const posting = jobPosting(offer, 'https://beneficios.cl/internships/a');
    expect(problems({ ...posting, workHours: 'Híbrida' })).toContain('workHours: a modality is not working hours');
    expect(problems({ ...posting, jobLocation: undefined })).toContain('jobLocation: a Place, unless the job is fully remote');
    expect(problems({ ...posting, jobLocationType: 'TELECOMMUTE' })).toContain('applicantLocationRequirements: the area applicants may live in (remote jobs need one)');
    expect(problems({ ...posting, description: 'Texto sin párrafos' })).toContain('description: an HTML description that is not the title');
    expect(problems({ ...posting, validThrough: '2026-12-15' })).toContain('validThrough: an ISO 8601 DateTime with its offset');
  });
});
