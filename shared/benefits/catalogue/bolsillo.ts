import type { BenefitVersion } from '../types';
import { CHECKED_ON_FIRST as CHECKED_ON, chileAtiendeSearch, hasCargas, inSeguridadesOportunidades } from './shared';

// ---------------------------------------------------------------------------------------
// Bolsillo Familiar Electrónico (ended: kept so that it evaluates as no longer in force)
// ---------------------------------------------------------------------------------------

const bolsilloBase = {
  id: 'bolsillo-familiar-electronico',
  name: 'Bolsillo Familiar Electrónico',
  summary: 'Un aporte mensual en la CuentaRUT por cada carga, para comprar alimentos. Se pagó de mayo de 2023 a abril de 2024 y de julio a septiembre de 2024.',
  amount: { kind: 'perCarga', value: 13_500 },
  frequency: 'mensual',
  howToClaim: [
    'Se pagaba de forma automática en la CuentaRUT de BancoEstado; no había que postular.',
    'Si te quedó saldo, sigue disponible: revísalo en la app o el sitio de BancoEstado.',
  ],
  whenPaid: 'Se pagó el primer día de cada mes, de mayo de 2023 a abril de 2024 y de julio a septiembre de 2024. Ya no se paga.',
  officialUrl: chileAtiendeSearch('bolsillo familiar electrónico'),
  criteria: [
    {
      anyOf: [hasCargas, inSeguridadesOportunidades],
      reason: 'Era para familias con cargas de Asignación Familiar o Subsidio Familiar, o en Seguridades y Oportunidades.',
    },
  ],
} as const;

export const bolsilloVersions: readonly BenefitVersion[] = [
  {
    ...bolsilloBase,
    validFrom: '2023-05-01',
    amountPeriod: 'Monto de mayo de 2023 a abril de 2024',
    validTo: '2024-04-30',
    source: {
      name: 'Mega: último pago del Bolsillo Familiar Electrónico (abril de 2024)',
      url: 'https://mega.cl/mega-te-ayuda/168328-bolsillo-familiar-electronico-consultar-con-rut-ultimo-pago.html',
      checkedOn: CHECKED_ON,
  confidence: 'media',
    },
  },
  {
    ...bolsilloBase,
    validFrom: '2024-07-01',
    amountPeriod: 'Monto de julio a septiembre de 2024',
    validTo: '2024-09-30',
    source: {
      name: 'BioBioChile: último pago del Bolsillo Familiar Electrónico (septiembre de 2024)',
      url: 'https://biobiochile.cl/noticias/servicios/toma-nota/2024/08/19/amp/cuando-es-el-ultimo-pago-del-bolsillo-familiar-electronico-beneficio-esta-proximo-a-culminar.shtml',
      checkedOn: CHECKED_ON,
  confidence: 'media',
      note: 'Reactivado en julio, agosto y septiembre de 2024 (Ley 21.685). No se encontró un nuevo pago desde octubre de 2024.',
    },
  },
];
