import { contact } from './public-copy';

export interface TermsSection {
  /** The anchor of the section: `/terms#pagos`. */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

/** `/terms`: the terms and conditions. */
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
