/**
 * The id of every benefit in the catalogue (`catalogue/index.ts`), as plain data: the user document's
 * schema names them ("ya lo recibo") without importing the catalogue itself, which every function
 * would otherwise bundle and evaluate at start. `ids.test.ts` keeps this list equal to the catalogue's.
 */
export const benefitIds = [
  'pgu',
  'aporte-familiar-permanente',
  'subsidio-familiar',
  'asignacion-familiar',
  'bolsillo-familiar-electronico',
  'bono-invierno',
  'subsidio-electrico',
  'pension-basica-solidaria-invalidez',
  'bono-por-hijo',
  'bono-bodas-de-oro',
  'aguinaldo-fiestas-patrias',
  'aguinaldo-navidad',
  'pension-sobrevivencia',
  'bono-proteccion',
  'bono-base-familiar',
  'asignacion-maternal',
  'subsidio-discapacidad',
  'bono-logro-escolar',
  'beca-presidente-republica',
  'beca-alimentacion-baes',
  'gratuidad',
  'subsidio-empleo-joven',
  'bono-trabajo-mujer',
  'subsidio-unificado-empleo',
  'ingreso-minimo-garantizado',
  'seguro-cesantia',
  'subsidio-agua-potable',
  'subsidio-arriendo',
  'cuota-mortuoria',
  'asignacion-por-muerte',
] as const;

export type BenefitId = (typeof benefitIds)[number];

const knownIds: ReadonlySet<string> = new Set(benefitIds);
export const isBenefitId = (id: string): id is BenefitId => knownIds.has(id);
