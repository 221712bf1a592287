import { formatClp, formatIsoDateEsCl, type ComingSoon, type Counting, type Headline, type MemberResult } from '@shared/benefits';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { Badge, type BadgePalette } from '../../../components/ui/plain';
import './benefits.css';

/** How a likely benefit counts, as the person reads it next to its amount. */
export const countingTexts: Record<Counting, { label: string; palette: BadgePalette }> = {
  cash: { label: 'Dinero por cobrar', palette: 'green' },
  saving: { label: 'Ahorro o descuento, no es dinero en efectivo', palette: 'blue' },
  automatic: { label: 'Se paga solo: probablemente ya lo recibes', palette: 'gray' },
  ask: { label: 'Dinos si ya la recibes', palette: 'orange' },
  received: { label: 'Ya lo recibes', palette: 'gray' },
};

/**
 * The headline: cash likely due and not yet received; the possible money apart and hedged; savings
 * (discounts, tuition, pension increases) apart, never added to the cash.
 */
export function HouseholdHeadline({ headline, footnote = true }: { readonly headline: Headline; readonly footnote?: boolean }) {
  return (
    <section aria-labelledby="titular" className="bn-headline" data-testid="household-headline">
      <h2 id="titular" className="ui-heading bn-headline__title">
        Lo que podrías recibir en un año
      </h2>
      {headline.cash > 0 ? (
        <p className="ui-text bn-headline__cash" data-testid="headline-cash">
          Podrías recibir <strong className="bn-headline__amount">{formatClp(headline.cash)}</strong> al año que hoy no estás cobrando.
        </p>
      ) : (
        <p className="ui-text ui-fs-lg bn-headline__line" data-testid="headline-cash">
          No encontramos dinero por cobrar que no estés recibiendo ya.
        </p>
      )}
      {headline.cashHasUpperBounds ? <p className="ui-text ui-fs-sm bn-headline__note">Algunos montos son el máximo posible: lo que recibas puede ser menor.</p> : null}
      {headline.possible > 0 ? (
        <p className="ui-text bn-headline__more" data-testid="headline-possible">
          Y hasta {formatClp(headline.possible)} más si se confirma lo que aún no sabemos{headline.possibleIf.length > 0 ? ` (${headline.possibleIf.join(' ').replace(/\?\s¿/g, '?, ¿')})` : ''}.
        </p>
      ) : null}
      {headline.savings > 0 ? (
        <p className="ui-text bn-headline__more" data-testid="headline-savings">
          Además, {formatClp(headline.savings)} al año en ahorros, descuentos o aumentos de pensión (no es dinero en efectivo).
        </p>
      ) : null}
      {headline.toAsk.length > 0 ? <p className="ui-text ui-fs-sm bn-headline__ask">No sumamos la PGU hasta saber si ya la recibes.</p> : null}
      {/* The dashboard says it under its title already. */}
      {footnote ? <p className="ui-text ui-fs-xs bn-headline__footnote">Es una estimación con lo que nos contaste; cada institución revisa y decide.</p> : null}
    </section>
  );
}

interface ListProps {
  readonly results: readonly MemberResult[];
  readonly counting?: ReadonlyMap<string, Counting>;
  /** What the page offers for a benefit (the dashboard: the assisted application). */
  readonly action?: (result: MemberResult) => ReactNode;
}

/** Likely and possible benefits, one short row each; the texts of how to claim it stay one click away. */
export function BenefitList({ results, counting, action }: ListProps) {
  return (
    <ul className="ui-list ui-list--plain bn-results">
      {results.map((result) => {
        const how = counting?.get(result.key);
        return (
          <li key={result.key} data-benefit={result.id} data-person={result.personId} data-status={result.status} className="ui-list__item bn-result">
            <div className="ui-stack ui-gap-1">
              <h3 className="ui-heading ui-md">{result.title}</h3>
              <p className="ui-text ui-semibold ui-gray-800">{result.amountText}</p>
              {how ? (
                <Badge palette={countingTexts[how].palette} className="ui-self-start">
                  {countingTexts[how].label}
                </Badge>
              ) : null}
              {result.status === 'maybe' && result.missing[0] ? <p className="ui-text ui-fs-sm ui-orange-800">Nos falta saber: {result.missing[0].question}</p> : null}
              <details>
                <summary>Cómo se pide</summary>
                <ol className="ui-list ui-gap-1 ui-fs-sm ui-gray-700 bn-result__steps">
                  {result.howToClaim.map((step) => (
                    <li key={step} className="ui-list__item">
                      {step}
                    </li>
                  ))}
                </ol>
                <p className="ui-text ui-fs-xs ui-gray-600 bn-result__source">
                  {result.amountPeriod}. Fuente: {result.source.name}, revisada el {formatIsoDateEsCl(result.source.checkedOn)}.
                </p>
                <ExternalLink href={result.officialUrl}>Página oficial</ExternalLink>
              </details>
              {action ? action(result) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Benefits a member will qualify for within six months, with the date. */
export function ComingSoonList({ items }: { readonly items: readonly ComingSoon[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="pronto">
      <h2 id="pronto" className="ui-heading ui-xl bn-soon__title">
        Pronto podrás pedir
      </h2>
      <ul className="ui-list ui-gap-2">
        {items.map((item) => (
          <li key={item.key} data-benefit={item.id} data-coming-soon={item.date} className="ui-list__item">
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "No te corresponde", collapsed: names only. */
export function NotForYouList({ results }: { readonly results: readonly MemberResult[] }) {
  if (results.length === 0) return null;
  return (
    <section aria-label="Beneficios que no te corresponden">
      <details data-testid="no-corresponde">
        <summary>
          <span className="ui-semibold">No te corresponden por ahora ({results.length})</span>
        </summary>
        <ul className="ui-list ui-gap-1 ui-fs-sm ui-gray-700 bn-not-for-you">
          {results.map((result) => (
            <li key={result.key} className="ui-list__item">
              {result.name}: {result.reasons[0] ?? ''}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
