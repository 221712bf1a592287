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
  'beneficio-anos-cotizados',
  'compensacion-expectativa-vida',
  'bono-control-nino-sano',
  'bono-asistencia-escolar',
  'subsidio-arriendo-mayores',
  'subsidio-vivienda-ds49',
  'subsidio-trabajadores-jovenes',
] as const;

export type BenefitId = (typeof benefitIds)[number];

/**
 * Each benefit's name, as the catalogue gives it: for the functions that name a benefit (a support
 * request about one) without evaluating any. `ids.test.ts` keeps it equal to the catalogue's names.
 */
export const benefitNames: Readonly<Record<BenefitId, string>> = {
  'pgu': 'Pensión Garantizada Universal (PGU)',
  'aporte-familiar-permanente': 'Aporte Familiar Permanente (ex Bono Marzo)',
  'subsidio-familiar': 'Subsidio Familiar (SUF)',
  'asignacion-familiar': 'Asignación Familiar',
  'bolsillo-familiar-electronico': 'Bolsillo Familiar Electrónico',
  'bono-invierno': 'Bono Invierno',
  'subsidio-electrico': 'Subsidio Eléctrico',
  'pension-basica-solidaria-invalidez': 'Pensión Básica Solidaria de Invalidez (PBSI)',
  'bono-por-hijo': 'Bono por Hijo',
  'bono-bodas-de-oro': 'Bono Bodas de Oro',
  'aguinaldo-fiestas-patrias': 'Aguinaldo de Fiestas Patrias para pensionados',
  'aguinaldo-navidad': 'Aguinaldo de Navidad para pensionados',
  'pension-sobrevivencia': 'Pensión de sobrevivencia',
  'bono-proteccion': 'Bono de Protección (Seguridades y Oportunidades)',
  'bono-base-familiar': 'Bono Base Familiar (Seguridades y Oportunidades)',
  'asignacion-maternal': 'Asignación Maternal',
  'subsidio-discapacidad': 'Subsidio de Discapacidad para menores de 18 años',
  'bono-logro-escolar': 'Bono Logro Escolar',
  'beca-presidente-republica': 'Beca Presidente de la República',
  'beca-alimentacion-baes': 'Beca de Alimentación para la Educación Superior (BAES)',
  'gratuidad': 'Gratuidad en la educación superior',
  'subsidio-empleo-joven': 'Subsidio al Empleo Joven (SEJ)',
  'bono-trabajo-mujer': 'Bono al Trabajo de la Mujer (BTM)',
  'subsidio-unificado-empleo': 'Subsidio Unificado al Empleo (SUE)',
  'ingreso-minimo-garantizado': 'Ingreso Mínimo Garantizado (IMG)',
  'seguro-cesantia': 'Seguro de Cesantía (AFC)',
  'subsidio-agua-potable': 'Subsidio al Pago del Agua Potable (SAP)',
  'subsidio-arriendo': 'Subsidio de Arriendo (DS 52, Minvu)',
  'cuota-mortuoria': 'Cuota mortuoria',
  'asignacion-por-muerte': 'Asignación por muerte (IPS)',
  'beneficio-anos-cotizados': 'Beneficio por Años Cotizados',
  'compensacion-expectativa-vida': 'Compensación por diferencias de expectativa de vida',
  'bono-control-nino-sano': 'Bono por Control del Niño Sano',
  'bono-asistencia-escolar': 'Bono por Asistencia Escolar',
  'subsidio-arriendo-mayores': 'Subsidio de Arriendo para personas mayores y con discapacidad',
  'subsidio-vivienda-ds49': 'Subsidio para comprar una vivienda sin crédito (DS 49)',
  'subsidio-trabajadores-jovenes': 'Subsidio a la cotización de trabajadores jóvenes',
};

const knownIds: ReadonlySet<string> = new Set(benefitIds);
export const isBenefitId = (id: string): id is BenefitId => knownIds.has(id);
