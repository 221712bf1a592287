import { formatIsoDateEsCl, questionFor, type BenefitResult, type BenefitStatus, type HouseholdProfile } from '@shared/benefits';
import { useId, useState, type ReactNode } from 'react';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { CheckCircleIcon, HelpCircleIcon, MinusCircleIcon } from '../../../components/layouts/app-icons';
import { VisuallyHidden } from '../../../components/ui/plain';
import { LazyQuestionForm } from './lazy-question-form';
import { ReceivedToggle } from './received-toggle';
import './benefits.css';

export const statusTexts: Record<BenefitStatus, { badge: string; palette: 'green' | 'orange' | 'gray'; reasons: string; icon: ReactNode }> = {
  likely: { badge: 'Es probable que te corresponda', palette: 'green', reasons: 'Por qué creemos que te corresponde', icon: <CheckCircleIcon size={16} /> },
  maybe: { badge: 'Podría corresponderte', palette: 'orange', reasons: 'Lo que nos falta saber', icon: <HelpCircleIcon size={16} /> },
  no: { badge: 'Por ahora no te corresponde', palette: 'gray', reasons: 'Por qué no', icon: <MinusCircleIcon size={16} /> },
};

interface BenefitCardProps {
  readonly result: BenefitResult;
  readonly profile: HouseholdProfile;
  /** "Ya lo recibo" of a likely benefit: this person's key, whether it is marked (out of the yearly total), and the whole list as read. */
  readonly received?: { readonly key: string; readonly marked: boolean; readonly current: readonly string[] };
  /** Shown with the verdict (the dashboard: how the benefit counts in the total). */
  readonly badge?: ReactNode;
  /** Shown with the details, once opened (the dashboard: the assisted-application request). */
  readonly action?: ReactNode;
}

/** The open card's details: why, the question still open, how to claim it, the official link and the source. */
function BenefitDetails({ result, profile, action }: Pick<BenefitCardProps, 'result' | 'profile' | 'action'>) {
  const status = statusTexts[result.status];
  const muted = result.status === 'no';
  // One question at a time: each answer re-evaluates the benefit, and the next one appears.
  const nextQuestion = result.missing.map((missing) => questionFor(missing.fact)).find((question) => question !== undefined);
  return (
    <div className="ui-stack bn-card__details">
      <p className="ui-text ui-gray-700">{result.summary}</p>
      {result.amount ? <p className="ui-text ui-fs-sm ui-gray-600">{result.amount.label}</p> : null}
      {result.reasons.length > 0 ? (
        <div className="ui-stack bn-card__block">
          <h4 className="ui-heading ui-sm ui-gray-800">{status.reasons}</h4>
          <ul className="ui-list ui-gap-1 ui-gray-700" data-testid="benefit-reasons">
            {result.reasons.map((reason) => (
              <li key={reason} className="ui-list__item">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {nextQuestion ? (
        <div className="ui-stack bn-card__question" data-testid="benefit-question">
          <h4 className="ui-heading ui-sm ui-orange-900">
            {result.missing.length > 1 ? `Responde para avanzar (quedan ${String(result.missing.length)} preguntas)` : 'Responde para saber si te corresponde'}
          </h4>
          <LazyQuestionForm key={nextQuestion.fact} question={nextQuestion} value={nextQuestion.fact === 'birthDate' ? undefined : profile[nextQuestion.fact]} />
        </div>
      ) : null}

      {!muted ? (
        <div className="ui-stack bn-card__block">
          <h4 className="ui-heading ui-sm ui-gray-800">Cómo cobrarlo</h4>
          <ol className="ui-list ui-gap-1 ui-gray-700">
            {result.howToClaim.map((step) => (
              <li key={step} className="ui-list__item">
                {step}
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {action}

      <div className="ui-stack bn-card__block bn-card__source">
        <ExternalLink href={result.officialUrl} alignStart>
          Ver en el sitio oficial
          <VisuallyHidden>: {result.name}</VisuallyHidden>
        </ExternalLink>
        <p className="ui-text ui-fs-xs ui-gray-600">
          Fuente: {result.source.name}, revisada el {formatIsoDateEsCl(result.source.checkedOn)}
        </p>
      </div>
    </div>
  );
}

/**
 * One benefit, short: its name, amount and "ya lo recibo"; what it is, why, the open question, how to
 * claim it and the official link behind "Ver detalles", rendered (and their forms loaded) once opened.
 */
export function BenefitCard({ result, profile, received, badge, action }: BenefitCardProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const status = statusTexts[result.status];
  const muted = result.status === 'no';
  const asks = result.status === 'maybe' && result.missing.length > 0;
  return (
    <article
      aria-labelledby={headingId}
      data-benefit={result.id}
      data-status={result.status}
      data-received={received?.marked ? 'true' : undefined}
      className={`bn-card bn-card--${result.status}`}
    >
      <div className="bn-card__body">
        {/* The section and the card's top border say the verdict; said here too for screen readers. */}
        <VisuallyHidden data-testid="benefit-status">{status.badge}</VisuallyHidden>
        <h3 id={headingId} className="ui-heading ui-md ui-gray-900">
          {result.name}
        </h3>
        <div className="ui-row ui-gap-2">
          <p className={`ui-text ui-bold ${muted ? 'ui-gray-700' : 'ui-teal-900'}`} data-testid="benefit-amount">
            {result.amountText}
          </p>
          {badge}
        </div>

        <div className="ui-row bn-card__actions">
          {result.status === 'likely' && received ? <ReceivedToggle receivedKey={received.key} received={received.marked} current={received.current} /> : null}
          <details data-testid="benefit-details" className={open ? 'bn-card__open' : undefined} onToggle={(event) => setOpen(event.currentTarget.open)}>
            <summary className="ui-summary ui-fs-sm bn-card__summary">
              {asks ? 'Responder y ver detalles' : 'Ver detalles'}
              <VisuallyHidden>: {result.name}</VisuallyHidden>
            </summary>
            {open ? <BenefitDetails result={result} profile={profile} action={action} /> : null}
          </details>
        </div>
      </div>
    </article>
  );
}
