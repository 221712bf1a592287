import { unclaimedMoney } from '@shared/benefits';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { CoinsIcon } from '../../../components/layouts/app-icons';
import { VisuallyHidden } from '../../../components/ui/plain';
import './benefits.css';

/** "Dinero a tu nombre": what unclaimed money is, and the official searches (we do not search for the user). */
export function UnclaimedMoney() {
  return (
    <section aria-labelledby="dinero-a-tu-nombre" className="ui-panel bn-unclaimed">
      <div className="ui-row ui-gap-2 bn-unclaimed__head">
        <span className="bn-unclaimed__icon" aria-hidden="true">
          <CoinsIcon size={20} />
        </span>
        <h2 id="dinero-a-tu-nombre" className="ui-heading ui-lg ui-gray-900">
          {unclaimedMoney.title}
        </h2>
      </div>
      <details data-testid="unclaimed-details">
        <summary className="ui-summary">Qué es y dónde buscarlo</summary>
        <div className="ui-stack ui-gray-700 bn-unclaimed__text">
          {unclaimedMoney.explanation.map((paragraph) => (
            <p key={paragraph} className="ui-text">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="bn-unclaimed__searches">
          {unclaimedMoney.searches.map((search) => (
            <div key={search.url} className="ui-stack bn-unclaimed__search">
              <h3 className="ui-heading ui-sm ui-teal-900">{search.name}</h3>
              <p className="ui-text ui-fs-sm ui-gray-700 ui-grow">{search.description}</p>
              <ExternalLink href={search.url} size="sm" alignStart>
                Buscar
                <VisuallyHidden> en {search.name}</VisuallyHidden>
              </ExternalLink>
            </div>
          ))}
        </div>
        <p className="ui-text ui-fs-sm ui-gray-600 bn-unclaimed__disclaimer">{unclaimedMoney.disclaimer}</p>
      </details>
    </section>
  );
}
