import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { brand, contact, footer } from '../../content/public-copy';
import { BrandMark } from '../ui/icons';

const noSubscription = (): (() => void) => () => undefined;
const currentYear = (): number => new Date().getFullYear();
/** The year the page was prerendered in: hydration starts from it, then moves to the visitor's year. */
const prerenderYear = (): number => __BUILD_YEAR__;

/** Address, contact e-mail, the three link groups of spec §2 and the copyright of the current year. */
export function PublicFooter() {
  const year = useSyncExternalStore(noSubscription, currentYear, prerenderYear);

  return (
    <footer className="pub-footer">
      <div className="pub-container pub-footer__grid">
        <div className="pub-footer__about">
          <Link to="/" className="pub-logo pub-logo--inverse">
            <BrandMark className="pub-logo__mark" />
            <span>{brand.name}</span>
          </Link>
          <p className="pub-footer__tagline">{footer.tagline}</p>
          <h2 className="pub-footer__title">{footer.contactTitle}</h2>
          <address className="pub-footer__address">
            <span>{contact.address}</span>
            <a href={`mailto:${contact.email}`} className="pub-footer__link">
              {contact.email}
            </a>
          </address>
        </div>
        {footer.groups.map((group) => (
          <nav key={group.title} className="pub-footer__group" aria-label={group.title}>
            <h2 className="pub-footer__title">{group.title}</h2>
            <ul className="pub-footer__links">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="pub-footer__link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="pub-footer__bottom">
        <p className="pub-container" data-testid="copyright">
          {footer.copyright(year)}
        </p>
      </div>
    </footer>
  );
}
