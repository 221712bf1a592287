import { Link } from 'react-router';

const copy = {
  enterprise: {
    title: 'Esta sección es para empresas',
    text: 'Aquí las empresas publican sus ofertas de práctica y revisan a sus postulantes. Tu cuenta es personal: para publicar ofertas, registra una cuenta de empresa con otro correo.',
    other: { to: '/register?role=enterprise', label: 'Registrar una empresa' },
  },
  person: {
    title: 'Esta sección es para personas',
    text: 'Aquí las personas revisan sus beneficios y sus postulaciones a prácticas. Tu cuenta es de empresa: tus ofertas y postulantes están en tu panel.',
    other: { to: '/internships/', label: 'Ver ofertas de práctica' },
  },
} as const;

/**
 * What a signed-in account sees on the other kind of account's page (a footer link, an old
 * bookmark): whose section it is and the way to its own home, never a redirect loop. The route guard
 * shows it in place of the page, before any layout: plain HTML in the public pages' styles, as the
 * route error's page.
 */
export function WrongAccount({ for: section, home }: { readonly for: 'person' | 'enterprise'; readonly home: string }) {
  const { title, text, other } = copy[section];
  return (
    <div className="pub-site">
      <main className="pub-container pub-container--narrow pub-not-found">
        <h1 className="pub-section-title">{title}</h1>
        <p>{text}</p>
        <Link className="pub-button" to={home}>
          Ir a mi panel
        </Link>
        <Link to={other.to}>{other.label}</Link>
      </main>
    </div>
  );
}
