import type { BenefitVersion } from '../types';
import { officialPages } from './links';
import { atLeast, CHECKED_ON, fact, inSeguridadesOportunidades, tramoAtMost } from './shared';

const logroBase = {
  id: 'bono-logro-escolar',
  name: 'Bono Logro Escolar',
  summary:
    'Un pago una vez al año por cada estudiante de 5º básico a 4º medio que estuvo en el 30 % de mejor rendimiento de su curso, en familias de Seguridades y Oportunidades del 30 % más vulnerable.',
  frequency: 'anual',
  whenPaid: 'En septiembre, por depósito en la CuentaRUT de quien cobra por la familia. No se postula.',
  howToClaim: [
    'No se postula: se paga automáticamente si se cumplen los requisitos.',
    'Desde septiembre puedes revisar con el RUT en el sitio del Bono Logro Escolar del Ministerio de Desarrollo Social si alguien de tu familia lo recibe.',
  ],
  officialUrl: 'https://www.chileatiende.cl/fichas/ver/20063',
  criteria: [
    inSeguridadesOportunidades,
    tramoAtMost(1, 'El Bono Logro Escolar'),
    atLeast('topStudents', 1, {
      reason: 'Es para estudiantes en el 30 % de mejor rendimiento de su curso.',
      need: 'Nos falta saber si alguien de tu hogar estuvo en el 30 % de mejores notas de su curso.',
      met: 'Alguien de tu hogar estuvo en el 30 % de mejor rendimiento de su curso.',
    }),
  ],
} as const;

const inHigherEducation = fact('isHigherEducationStudent', true, {
  reason: 'Es para estudiantes de educación superior.',
  need: 'Nos falta saber si estudias en la educación superior.',
  met: 'Estudias en la educación superior.',
});

export const educationVersions: readonly BenefitVersion[] = [
  {
    ...logroBase,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    amount: { kind: 'perUnit', fact: 'topStudents', unit: 'estudiante', value: 49_310, upTo: 82_181 },
    amountPeriod: 'Montos pagados en septiembre de 2025',
    source: {
      name: 'ChileAtiende, citado por La Tercera (02-09-2025)',
      url: 'https://www.latercera.com/servicios/noticia/confirman-fecha-de-pago-del-bono-de-hasta-82-mil-para-estudiantes-revisa-quienes-lo-reciben/',
      checkedOn: CHECKED_ON,
      confidence: 'media',
    },
  },
  {
    ...logroBase,
    validFrom: '2026-01-01',
    officialUrl: officialPages.bonoLogroEscolar,
    validTo: null,
    amount: { kind: 'perUnit', fact: 'topStudents', unit: 'estudiante', value: 51_036, upTo: 85_057 },
    amountPeriod: 'Montos de 2026: $85.057 (primer 15 %) y $51.036 (segundo 15 %) por estudiante',
    source: {
      name: 'ChileAtiende, citado por La Tercera (05-03-2026)',
      url: 'https://www.latercera.com/servicios/noticia/quienes-reciben-el-bono-logro-escolar-y-cual-es-el-monto-para-2026/',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'Contamos el monto del segundo 15 % por estudiante; en el primer 15 % es mayor. El RSH pide el 30 % más vulnerable, más estricto que el tramo 40.',
    },
  },
  {
    id: 'beca-presidente-republica',
    name: 'Beca Presidente de la República',
    summary: 'Un aporte de libre disposición para estudiantes de enseñanza media con promedio 6,0 o más del 40 % más vulnerable; se puede renovar en la educación superior.',
    validFrom: '2026-02-25',
    validTo: null,
    amount: { kind: 'fixed', value: 431_588 },
    amountPeriod: 'Monto anual 2026 para enseñanza media: 6,2 UTM (UTM de febrero de 2026), en 10 cuotas',
    frequency: 'anual',
    whenPaid: 'La postulación 2026 fue del 25-02-2026 al 31-03-2026 (resultados el 8 de mayo); se paga en 10 cuotas. La de 2027 se espera a comienzos de año.',
    howToClaim: [
      'Postula en el Portal de Becas de Junaeb durante el periodo de postulación, con tu RUT y contraseña (o la de tu tutor si eres menor).',
      'Necesitas haber pasado de curso con promedio 6,0 o más y estar en el tramo 40 del Registro Social de Hogares.',
      'En la educación superior la beca no se postula: se renueva en la Dirección de Asuntos Estudiantiles de tu institución.',
    ],
    officialUrl: officialPages.becaPresidente,
    source: {
      name: 'Junaeb, citada por ADN Radio (26-02-2026) y Meganoticias (02-03-2026)',
      url: 'https://www.adnradio.cl/2026/02/26/beca-presidente-de-la-republica-2026-cual-es-el-monto-y-como-se-puede-postular-al-beneficio/',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'En la educación superior son 12,4 UTM al año; no lo distinguimos.',
    },
    criteria: [
      fact('hasSecondaryStudentWithTopGrades', true, {
        reason: 'Pide estar en enseñanza media y haber pasado de curso con promedio 6,0 o más.',
        need: 'Nos falta saber si alguien de tu hogar está en enseñanza media con promedio 6,0 o más.',
        met: 'Alguien de tu hogar está en enseñanza media con promedio 6,0 o más.',
      }),
      tramoAtMost(1, 'La Beca Presidente de la República'),
    ],
  },
  {
    id: 'beca-alimentacion-baes',
    name: 'Beca de Alimentación para la Educación Superior (BAES)',
    summary: 'Un monto mensual en una tarjeta para comprar alimentos, de marzo a diciembre, para estudiantes con Gratuidad, becas de arancel o CAE de los tres primeros quintiles.',
    validFrom: '2026-03-01',
    validTo: null,
    amount: { kind: 'fixed', value: 48_000 },
    amountPeriod: 'Monto mensual 2026 ($50.000 en Magallanes), igual al de 2025',
    frequency: 'mensual',
    paymentsPerYear: 10,
    whenPaid: 'Cada mes de marzo a diciembre; en 2026 los renovantes desde el 9 de marzo. El saldo no se acumula.',
    howToClaim: [
      'No se postula: se asigna a quien obtiene Gratuidad, una beca de arancel o el CAE y está en los quintiles 1 a 3.',
      'Tu institución debe confirmar que eres alumna o alumno regular.',
      'Revisa tu saldo en la app de Pluxee (Región Metropolitana) o Edenred (norte y sur).',
    ],
    officialUrl: officialPages.baes,
    source: {
      name: 'Junaeb, citada por Meganoticias (09-03-2026) y La Tercera (13-01-2026)',
      url: 'https://www.meganoticias.cl/dato-util/516558-junaeb-inicia-pago-beca-baes-revisar-saldo-monto-09-03-2026.html',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'Los quintiles de ingreso del Mineduc se aproximan con el tramo 60 del RSH.',
    },
    criteria: [
      inHigherEducation,
      fact('hasStudentAid', true, {
        reason: 'Se asigna a quienes tienen Gratuidad, una beca de arancel del Mineduc o el CAE.',
        need: 'Nos falta saber si tienes Gratuidad, una beca de arancel o el CAE.',
        met: 'Tienes Gratuidad, una beca de arancel o el CAE.',
      }),
      tramoAtMost(3, 'La BAES'),
    ],
  },
  {
    id: 'gratuidad',
    name: 'Gratuidad en la educación superior',
    summary: 'No pagar arancel ni matrícula durante la duración formal de la carrera, para estudiantes del 60 % de menores ingresos en instituciones adscritas.',
    validFrom: '2018-01-01',
    validTo: null,
    amount: { kind: 'variable', description: 'Cubre el arancel y la matrícula de tu carrera: el monto depende de la institución y la carrera.' },
    amountPeriod: 'Regla vigente en 2026 (Ley 21.091)',
    frequency: 'anual',
    whenPaid: 'Se postula con el Formulario Único de Acreditación Socioeconómica (FUAS), normalmente en octubre, para el año académico siguiente.',
    howToClaim: [
      'Completa el FUAS en el portal de Beneficios Estudiantiles del Mineduc en el periodo de postulación.',
      'Matricúlate en una institución adscrita a la Gratuidad, en una carrera de pregrado presencial.',
      'No debes tener un título profesional o licenciatura previa.',
    ],
    officialUrl: 'https://portal.beneficiosestudiantiles.cl/gratuidad',
    source: {
      name: 'Mineduc, portal de Beneficios Estudiantiles: Gratuidad',
      url: 'https://portal.beneficiosestudiantiles.cl/gratuidad',
      checkedOn: CHECKED_ON,
      confidence: 'media',
      note: 'Requisitos del portal oficial. La clasificación usa el FUAS y no el tramo del RSH: usamos el tramo 60 solo como aproximación.',
    },
    criteria: [inHigherEducation, tramoAtMost(3, 'La Gratuidad')],
  },
];
