/** `/`: the landing page and its FAQ. */
export const landing = {
  hero: {
    eyebrow: 'Beneficios del Estado y dinero a tu nombre',
    title: 'Puede que tengas dinero a tu nombre que no estás cobrando',
    lead: 'Te mostramos qué beneficios están disponibles para ti y cómo obtenerlos, paso a paso y en un solo lugar.',
    cta: 'Comienza Ahora',
    /** The anonymous check, before signing up (`/revisa`). */
    checkCta: 'Revisa en 2 minutos cuánto podrías recibir',
    secondaryCta: 'Ver preguntas frecuentes',
    stepsTitle: 'Cómo funciona',
    steps: [
      { title: 'Cuéntanos de tu hogar', text: 'Responde unas pocas preguntas sobre quiénes viven contigo, sin crear una cuenta.' },
      { title: 'Mira qué cobrar primero', text: 'Te mostramos los beneficios que podrían corresponder a tu hogar, empezando por los que debes pedir.' },
      { title: 'Cóbralos', text: 'Te explicamos cómo pedir cada uno; con tu cuenta guardas tus respuestas y te avisamos hasta que llegue el pago.' },
    ],
  },
  company: {
    eyebrow: 'Para empresas',
    title: 'Publica tus ofertas de práctica gratis',
    text: 'Encuentra a tus próximos practicantes sin intermediarios: publica todas las ofertas de práctica que necesites y conversa directamente con los estudiantes interesados.',
    points: ['Publicación gratuita', 'Ofertas ilimitadas', 'Contacto directo con estudiantes interesados', 'Sin intermediarios'],
    cta: 'Publica tu oferta gratis',
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Qué es esta plataforma?',
        answer:
          'Es una plataforma con dos partes: te muestra los beneficios del Estado que podrías estar cobrando y cómo obtenerlos, y conecta a empresas con estudiantes para realizar prácticas profesionales.',
      },
      {
        question: '¿Quién puede usar la plataforma?',
        answer:
          'Cualquier persona en Chile, para revisar sus beneficios y postular a prácticas como estudiante, y las empresas, que publican sus ofertas de práctica y reciben postulaciones directas.',
      },
      {
        question: '¿Cuánto cuesta?',
        answer:
          'Revisar tus beneficios y postular a prácticas es gratis. Publicar ofertas de práctica también es gratis y sin límite para las empresas. Los planes, con precio mensual y pago semestral o anual, son opcionales: a las personas les suman soporte prioritario y ayuda para postular a sus beneficios; a las empresas, la búsqueda de practicantes y las ofertas destacadas.',
      },
    ],
  },
} as const;
