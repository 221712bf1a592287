/** The insurance that matters to most people in Chile, in plain Spanish, with the official sites. */
export interface InsuranceTopic {
  readonly id: string;
  readonly title: string;
  readonly who: string;
  readonly points: readonly string[];
  readonly link: { readonly label: string; readonly href: string };
}

export const insuranceTopics: readonly InsuranceTopic[] = [
  {
    id: 'cesantia',
    title: 'Seguro de Cesantía (AFC)',
    who: 'Para quienes trabajan con contrato.',
    points: [
      'Tú y tu empleador cotizan cada mes en tu cuenta individual de cesantía, administrada por la AFC.',
      'Si pierdes tu trabajo, renuncias o terminas un contrato, puedes retirar ese dinero. Si no te alcanza, el Fondo de Cesantía Solidario puede complementarlo.',
      'Pídelo en afc.cl con tu ClaveÚnica o en una sucursal AFC, con tu finiquito o la carta de despido.',
    ],
    link: { label: 'afc.cl', href: 'https://www.afc.cl/' },
  },
  {
    id: 'beneficios',
    title: 'Seguros ligados a beneficios del Estado',
    who: 'Para trabajadores, pensionados y sus familias.',
    points: [
      'El Seguro de Invalidez y Sobrevivencia (SIS) se paga con tu cotización en la AFP: protege a tu familia si quedas con una invalidez o si falleces.',
      'El seguro de la Ley SANNA cubre a madres y padres que trabajan y deben acompañar a una hija o hijo con una enfermedad grave.',
      'Muchos de estos seguros piden estar al día con tus cotizaciones y con tu Registro Social de Hogares. Revisa cuáles te corresponden en ChileAtiende.',
    ],
    link: { label: 'ChileAtiende', href: 'https://www.chileatiende.gob.cl/' },
  },
  {
    id: 'accidentes',
    title: 'Accidentes del trabajo y enfermedades profesionales (Ley 16.744)',
    who: 'Para quienes trabajan con contrato y para independientes que cotizan.',
    points: [
      'Tu empleador te afilia a una mutual o al Instituto de Seguridad Laboral (ISL), sin costo para ti.',
      'Cubre la atención médica, un subsidio mientras no puedes trabajar y pensiones si quedas con una incapacidad, también en el trayecto entre tu casa y el trabajo.',
      'Si tienes un accidente, avisa de inmediato y pide atención en tu mutual o en el ISL. La Superintendencia de Seguridad Social (SUSESO) resuelve los reclamos.',
    ],
    link: { label: 'suseso.cl', href: 'https://www.suseso.cl/' },
  },
  {
    id: 'salud',
    title: 'Salud: Fonasa y GES',
    who: 'Para todas las personas.',
    points: [
      'Fonasa es el seguro público de salud: cubre a quienes cotizan el 7 % de su sueldo en Fonasa y a las personas sin ingresos. En la red pública (consultorios y hospitales) la atención no tiene copago.',
      'Las Garantías Explícitas en Salud (GES, ex AUGE) te aseguran atención, plazos máximos y un tope de pago para una lista de enfermedades, en Fonasa y en las Isapres.',
      'Revisa tu tramo de Fonasa y tus garantías GES en fonasa.cl con tu RUT y tu ClaveÚnica.',
    ],
    link: { label: 'fonasa.cl', href: 'https://www.fonasa.cl/' },
  },
];
