import type { BenefitVersion } from '../types';
import { officialPages } from './links';
import { CHECKED_ON_FIRST as CHECKED_ON, rshTramoNeed } from './shared';

// ---------------------------------------------------------------------------------------
// Subsidio Eléctrico (Ley 21.667; one call at a time)
// ---------------------------------------------------------------------------------------

const subsidioElectricoBase = {
  id: 'subsidio-electrico',
  name: 'Subsidio Eléctrico',
  summary:
    'Un descuento en tus boletas de luz durante un semestre, para hogares del tramo 40 del Registro Social de Hogares o con una persona electrodependiente. Se postula en cada convocatoria.',
  frequency: 'por convocatoria',
  howToClaim: [
    'Se postula en cada convocatoria, en las fechas que publica el Ministerio de Energía en subsidioelectrico.cl.',
    'Postula en línea con tu ClaveÚnica, en una sucursal ChileAtiende o llamando al 101.',
    'Ten a mano el número de cliente de tu boleta de luz, y mantén las cuentas al día o con un convenio de pago vigente.',
    'No se paga en dinero: se descuenta de tus boletas de luz durante el semestre.',
  ],
  whenPaid: 'Por convocatoria: se postula en las fechas que publica el Ministerio de Energía (la cuarta, desde el 25-11-2025) y el descuento se aplica en las boletas del semestre siguiente.',
  officialUrl: officialPages.subsidioElectrico,
  criteria: [
    {
      fact: 'isResidentialElectricityCustomer',
      op: 'is',
      value: true,
      reason: 'Necesitas un número de cliente residencial de la luz, como dueña, dueño o arrendatario.',
      need: 'Nos falta saber si tienes un número de cliente de la luz para tu casa.',
      met: 'Tienes un número de cliente residencial de la luz.',
    },
    {
      fact: 'inRsh',
      op: 'is',
      value: true,
      reason: 'Necesitas estar en el Registro Social de Hogares.',
      need: 'Nos falta saber si estás en el Registro Social de Hogares.',
      met: 'Estás en el Registro Social de Hogares.',
    },
    {
      anyOf: [
        {
          fact: 'rshTramo',
          op: 'lte',
          value: 1,
          reason: 'Tu hogar está sobre el tramo 40.',
          need: rshTramoNeed,
          met: 'Tu hogar está en el tramo 40.',
        },
        {
          fact: 'isElectroDependent',
          op: 'is',
          value: true,
          reason: 'Nadie en tu hogar es electrodependiente.',
          need: 'Nos falta saber si alguien en tu hogar es electrodependiente.',
          met: 'En tu hogar hay una persona electrodependiente, así que el tramo no importa.',
        },
      ],
      reason: 'Es para hogares del tramo 40 del Registro Social de Hogares, o con una persona electrodependiente en cualquier tramo.',
    },
  ],
} as const;

export const subsidioElectricoVersions: readonly BenefitVersion[] = [
  {
    ...subsidioElectricoBase,
    validFrom: '2025-11-25',
    amountPeriod: 'Montos de la cuarta convocatoria (primer semestre de 2026)',
    validTo: null,
    amount: {
      kind: 'byHouseholdSize',
      bands: [
        { from: 1, to: 1, value: 30_270 },
        { from: 2, to: 3, value: 39_348 },
        { from: 4, to: null, value: 54_486 },
      ],
    },
    source: {
      name: 'Cuarta convocatoria (primer semestre de 2026), informada por CNN Chile',
      url: 'https://www.cnnchile.com/servicios/comenzo-la-cuarta-convocatoria-al-subsidio-electrico-postula-aqui_20251125/',
      checkedOn: CHECKED_ON,
  confidence: 'media',
      note: 'Montos totales del semestre. subsidioelectrico.cl no se pudo consultar; no se encontraron cifras de una convocatoria posterior.',
    },
  },
];
