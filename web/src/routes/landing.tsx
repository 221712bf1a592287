import { Link } from 'react-router';
import { Accordion } from '../components/ui/accordion';
import { CheckIcon } from '../components/ui/icons';
import { landing } from '../content/landing-copy';
import { pageMeta } from '../content/public-copy';
import { usePageMeta } from '../lib/page-meta';
import './landing.css';

const faqItems = landing.faq.items.map(({ question, answer }) => ({ title: question, content: answer }));

/** `/`: the hero, the company block and the FAQ (product §1). */
export function Component() {
  usePageMeta(pageMeta.landing);
  const { hero, company, faq } = landing;

  return (
    <>
      <section className="pub-hero" aria-labelledby="hero-title">
        <div className="pub-container pub-hero__grid">
          <div className="pub-hero__copy">
            <p className="pub-eyebrow">{hero.eyebrow}</p>
            <h1 id="hero-title" className="pub-hero__title">
              {hero.title}
            </h1>
            <p className="pub-hero__lead">{hero.lead}</p>
            <div className="pub-hero__actions">
              <Link to="/revisa" className="pub-button pub-button--large">
                {hero.checkCta}
              </Link>
              <Link to="/register" className="pub-button">
                {hero.cta}
              </Link>
              <a href="#preguntas-frecuentes" className="pub-text-link">
                {hero.secondaryCta}
              </a>
            </div>
          </div>
          <div className="pub-hero__card">
            <h2 className="pub-hero__card-title">{hero.stepsTitle}</h2>
            <ol className="pub-steps">
              {hero.steps.map((step, index) => (
                <li key={step.title} className="pub-steps__item">
                  <span className="pub-steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>
                    <strong className="pub-steps__title">{step.title}</strong>
                    <span className="pub-steps__text">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className="pub-company" aria-labelledby="company-title">
        <div className="pub-container">
          <div className="pub-company__panel">
            <div>
              <p className="pub-eyebrow pub-eyebrow--inverse">{company.eyebrow}</p>
              <h2 id="company-title" className="pub-section-title pub-section-title--inverse">
                {company.title}
              </h2>
              <p className="pub-company__text">{company.text}</p>
            </div>
            <div className="pub-company__side">
              <ul className="pub-checklist">
                {company.points.map((point) => (
                  <li key={point}>
                    <CheckIcon className="pub-checklist__icon" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to="/register?role=enterprise" className="pub-button pub-button--light pub-button--large">
                {company.cta}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section id="preguntas-frecuentes" className="pub-faq" aria-labelledby="faq-title">
        <div className="pub-container pub-container--narrow">
          <h2 id="faq-title" className="pub-section-title">
            {faq.title}
          </h2>
          <Accordion items={faqItems} />
        </div>
      </section>
    </>
  );
}
