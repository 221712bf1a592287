import { brand as productBrand } from '@shared/brand';

/**
 * Every text of the public site (landing, FAQ, terms, header, footer, page metadata).
 *
 * The business edits this one file to change what the public pages say: components only lay it out.
 * Texts quoted in the product spec (button labels, menu entries, the terms date) must stay exactly as written.
 *
 * The FAQ and the terms describe the product as it is: people find the benefits they may be missing,
 * companies publish internship offers for free and without limit, and the optional plans (the same
 * semi-annual or annual subscriptions for both, priced per month) add features: for people, priority support
 * and help applying; for companies, candidate search and featured offers (shared/plans.ts).
 */

export const brand = {
  name: productBrand.name,
  /** Read by screen readers on the logo link. */
  homeLinkLabel: `${productBrand.name}, ir al inicio`,
} as const;

/** Placeholder address and e-mail: the business must confirm them. */
export const contact = {
  address: 'Av. Libertador Bernardo O’Higgins 1449, Santiago, Región Metropolitana, Chile',
  email: 'contacto@beneficioschile.cl',
} as const;

export interface PageMeta {
  /** The document title. */
  readonly title: string;
  readonly description: string;
}

export const pageMeta = {
  check: {
    title: 'Revisa cuánto podrías recibir | Beneficios Chile',
    description: 'Responde unas pocas preguntas sobre tu hogar, sin crear una cuenta, y revisa qué beneficios del Estado podrían corresponderles y cuánto.',
  },
  landing: {
    title: 'Beneficios Chile | Descubre el dinero y los beneficios que te corresponden',
    description:
      'Puede que tengas dinero a tu nombre que no estás cobrando. Descubre qué beneficios del Estado están disponibles para ti y cómo obtenerlos.',
  },
  terms: {
    title: 'Términos y Condiciones | Beneficios Chile',
    description: 'Términos y condiciones de uso de la plataforma Beneficios Chile.',
  },
  /** The shell of every page that is not prerendered. */
  app: {
    title: 'Beneficios Chile',
    description: 'Descubre qué beneficios del Estado están disponibles para ti y cómo obtenerlos.',
  },
} as const satisfies Record<string, PageMeta>;

export const header = {
  navLabel: 'Navegación principal',
  dashboard: 'Dashboard',
  login: 'Login',
  register: 'Regístrate',
  profile: 'Mi Perfil',
  signOut: 'Cerrar Sesión',
  /** The hamburger button below 768 px; its state is read out from `aria-expanded`. */
  menuButton: 'Menú',
  /** Label of the signed-in user menu button; the user's name is shown inside it. */
  userMenuLabel: 'Menú de usuario',
  userFallbackName: 'Usuario',
} as const;

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
      { title: 'Crea tu cuenta', text: 'Regístrate con tu correo en pocos minutos.' },
      { title: 'Revisa tus beneficios', text: 'Te mostramos los beneficios que podrían corresponderte.' },
      { title: 'Obtenlos', text: 'Te explicamos cómo solicitarlos y dónde hacerlo.' },
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

export interface FooterLink {
  readonly label: string;
  readonly to: string;
}

export interface FooterLinkGroup {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

export const footer = {
  tagline: 'Te ayudamos a descubrir los beneficios que te corresponden y cómo obtenerlos.',
  contactTitle: 'Contacto',
  groups: [
    {
      title: 'Para practicantes',
      links: [
        { label: 'Buscar prácticas', to: '/internships/' },
        { label: 'Panel de practicante', to: '/intern/dashboard/' },
        { label: 'Mis postulaciones', to: '/intern/myapplications/' },
      ],
    },
    {
      title: 'Para empresas',
      links: [
        { label: 'Buscar practicantes', to: '/interns/' },
        { label: 'Panel de empresa', to: '/company/dashboard/' },
        { label: 'Mis ofertas de práctica', to: '/company/myinternships' },
      ],
    },
    {
      title: 'Información',
      links: [
        { label: 'Términos y condiciones', to: '/terms' },
        { label: 'Iniciar sesión', to: '/login' },
        { label: 'Registrarse', to: '/register' },
      ],
    },
  ] satisfies readonly FooterLinkGroup[],
  copyright: (year: number): string => `© ${year} ${brand.name}. Todos los derechos reservados.`,
} as const;

export interface TermsSection {
  /** The anchor of the section: `/terms#pagos`. */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

export const terms = {
  title: 'Términos y Condiciones',
  lastUpdated: 'Última actualización: 27-03-2025',
  intro:
    'Estos Términos y Condiciones regulan el acceso y uso de la plataforma Beneficios Chile (en adelante, “la Plataforma”). Al registrarte o usar la Plataforma declaras haberlos leído y aceptado.',
  tocTitle: 'Contenido',
  sections: [
    {
      id: 'objeto',
      title: 'Objeto',
      paragraphs: [
        'La Plataforma tiene por objeto informar a las personas sobre los beneficios del Estado a los que podrían acceder y cómo obtenerlos, y facilitar el contacto directo entre empresas que ofrecen prácticas profesionales y estudiantes interesados en realizarlas.',
      ],
    },
    {
      id: 'registro-de-empresas',
      title: 'Registro de empresas',
      paragraphs: [
        'Para publicar ofertas de práctica, la empresa debe registrarse con una cuenta de empresa entregando información veraz, completa y actualizada: su razón social, su RUT, su comuna y región, y los datos de una persona de contacto autorizada para representarla. La cuenta se activa con el enlace que enviamos a su correo.',
        'Publicar ofertas de práctica es gratuito y no tiene límite de ofertas. Las ofertas vencen en su fecha límite de postulación, y cualquier usuario puede reportar una oferta; la Plataforma puede ocultar las que no cumplan estos términos.',
        'La empresa es responsable de mantener la confidencialidad de sus credenciales de acceso y de toda actividad realizada desde su cuenta.',
      ],
    },
    {
      id: 'obligaciones-de-las-empresas',
      title: 'Obligaciones de las empresas',
      paragraphs: ['Las empresas registradas se obligan a:'],
      items: [
        'Publicar únicamente ofertas de práctica reales, vigentes y descritas con claridad.',
        'Cumplir la legislación laboral y previsional chilena aplicable a las prácticas que ofrezcan.',
        'Tratar a los postulantes con respeto y sin discriminación arbitraria.',
        'Usar los datos de los postulantes solo para el proceso de selección de la práctica respectiva.',
      ],
    },
    {
      id: 'pagos',
      title: 'Suscripciones y pagos',
      paragraphs: [
        'Los planes son opcionales. Tienen un precio mensual y se contratan mediante suscripciones semestrales o anuales, pagadas con tarjeta a través de Transbank. Para las personas incluyen soporte prioritario y ayuda para postular a sus beneficios; para las empresas, la búsqueda de practicantes con perfil visible y las ofertas destacadas. Publicar ofertas nunca requiere un plan.',
        'La renovación de la suscripción se cobra de forma automática dentro de los primeros cinco días del mes en que termina cada período.',
        'Si un pago no se realiza, la Plataforma podrá cancelar el servicio una vez transcurridos cinco días de no pago.',
      ],
    },
    {
      id: 'naturaleza-de-intermediario',
      title: 'Naturaleza de intermediario',
      paragraphs: [
        'La Plataforma actúa solo como intermediaria entre empresas, estudiantes y universidades. No es parte de los acuerdos de práctica que se celebren entre ellos ni garantiza la contratación, la calidad de las ofertas ni el desempeño de los practicantes.',
      ],
    },
    {
      id: 'propiedad-intelectual',
      title: 'Propiedad intelectual',
      paragraphs: [
        'El software, los diseños, las marcas, los logotipos y los contenidos de la Plataforma pertenecen a sus titulares y están protegidos por la legislación chilena e internacional. No se permite su reproducción, distribución o modificación sin autorización previa y por escrito.',
        'Las empresas conservan los derechos sobre los contenidos que publican y autorizan a la Plataforma a mostrarlos mientras su oferta esté vigente.',
      ],
    },
    {
      id: 'datos-personales',
      title: 'Protección de datos personales',
      paragraphs: [
        'Los datos personales se tratan conforme a la Ley N° 19.628 sobre Protección de la Vida Privada. Se usan solo para prestar los servicios de la Plataforma y no se ceden a terceros sin el consentimiento de su titular, salvo en los casos que la ley permite.',
        'Los titulares pueden ejercer sus derechos de acceso, rectificación, cancelación y oposición escribiendo al correo de contacto indicado en estos términos.',
      ],
    },
    {
      id: 'usos-prohibidos',
      title: 'Usos prohibidos',
      paragraphs: ['Está prohibido:'],
      items: [
        'Publicar ofertas falsas, engañosas o contrarias a la ley.',
        'Suplantar la identidad de otra persona o empresa.',
        'Extraer datos de la Plataforma de forma automatizada o usarlos con fines distintos a los previstos.',
        'Intentar vulnerar la seguridad o el funcionamiento de la Plataforma.',
      ],
    },
    {
      id: 'modificaciones',
      title: 'Modificaciones',
      paragraphs: [
        'La Plataforma puede modificar estos términos en cualquier momento. Los cambios se publicarán en esta página con su fecha de actualización y regirán desde su publicación. El uso posterior de la Plataforma implica su aceptación.',
      ],
    },
    {
      id: 'terminacion',
      title: 'Terminación',
      paragraphs: [
        'La Plataforma puede suspender o cerrar la cuenta de quien incumpla estos términos. El usuario puede dejar de usar la Plataforma y solicitar el cierre de su cuenta en cualquier momento.',
      ],
    },
    {
      id: 'contacto',
      title: 'Contacto',
      paragraphs: [`Para consultas sobre estos términos, escríbenos a ${contact.email}.`],
    },
  ] satisfies readonly TermsSection[],
} as const;

/** Shown when a page fails to load or render. */
export const routeError = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página. Recarga la página o vuelve al inicio.',
  backHome: 'Volver al inicio',
} as const;

export const common = {
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando…',
} as const;

/** `/revisa`: the anonymous check. */
export const checkCopy = {
  title: 'Revisa cuánto podrías recibir',
  lead: 'Responde unas pocas preguntas sobre tu hogar. No necesitas una cuenta: tus respuestas quedan solo en este navegador.',
  save: 'Guardar y recibir avisos',
  saveText: 'Crea tu cuenta para guardar estas respuestas (no te las volveremos a preguntar) y recibir avisos cuando se abra un beneficio.',
  restart: 'Empezar de nuevo',
  done: 'Listo: con tus respuestas ya sabemos qué beneficios podrían corresponder a tu hogar.',
} as const;
