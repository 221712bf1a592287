/** The texts and official links of the Registro Social de Hogares page. */
export const rshLinks = {
  registroSocial: { label: 'registrosocial.gob.cl', href: 'https://www.registrosocial.gob.cl/' },
  chileAtiende: { label: 'ChileAtiende', href: 'https://www.chileatiende.gob.cl/' },
  claveUnica: { label: 'claveunica.gob.cl', href: 'https://claveunica.gob.cl/' },
} as const;

export const rshCopy = {
  what: [
    'El Registro Social de Hogares (RSH) es el sistema de información del Estado que reúne los datos de tu hogar: quiénes viven contigo, sus ingresos, su salud y su educación. Se arma con lo que declaras y con datos que ya tienen otras instituciones, como el Servicio de Impuestos Internos, el Registro Civil o la AFC.',
    'Con esos datos, el RSH ubica a tu hogar en un tramo de Calificación Socioeconómica. La mayoría de los beneficios del Estado, como el Subsidio Familiar, el Subsidio Eléctrico o la PGU, usan ese tramo para decidir a quién le corresponden.',
    'Estar en el registro es gratis y voluntario. Puede pedirlo cualquier integrante del hogar mayor de 18 años.',
  ],
  tramos:
    'Los tramos van del 40 al 100. El tramo 40 agrupa al 40 % de hogares con menores ingresos o mayor vulnerabilidad; el tramo 100, al 10 % con más ingresos. Tu tramo aparece en tu Cartola Hogar.',
  tramoDescriptions: {
    1: 'Hogares con menores ingresos o mayor vulnerabilidad.',
    2: 'Hogares entre el 41 % y el 50 %.',
    3: 'Hogares entre el 51 % y el 60 %.',
    4: 'Hogares entre el 61 % y el 70 %.',
    5: 'Hogares entre el 71 % y el 80 %.',
    6: 'Hogares entre el 81 % y el 90 %.',
    7: 'El 10 % de hogares con más ingresos.',
  } as Record<number, string>,
  howToJoin: [
    'En línea: entra a registrosocial.gob.cl con tu ClaveÚnica y elige «Ingresar al Registro». La municipalidad revisa tu solicitud.',
    'En persona: ve al departamento social de la municipalidad de tu comuna o a una sucursal ChileAtiende con tu cédula de identidad.',
    'Ten a mano los datos de todas las personas que viven contigo y comparten los gastos: sus RUT, ingresos, salud y estudios.',
  ],
  howToUpdate: [
    'Si cambió algo en tu hogar (alguien llegó o se fue, cambió un ingreso, tu dirección), actualízalo en registrosocial.gob.cl o en tu municipalidad.',
    'Revisa tu tramo y tus datos en la Cartola Hogar, que puedes descargar en registrosocial.gob.cl o en ChileAtiende con tu ClaveÚnica.',
    'Si un dato del Estado está mal, puedes pedir su rectificación en el mismo sitio.',
  ],
  claveUnica:
    'La ClaveÚnica es la contraseña que entrega el Registro Civil para hacer trámites del Estado en línea. La necesitas para entrar al RSH, a ChileAtiende y a muchos beneficios.',
  neverAsk: 'Nunca te pediremos tu ClaveÚnica ni tu contraseña. Úsala solo en los sitios del Estado (gob.cl).',
} as const;
