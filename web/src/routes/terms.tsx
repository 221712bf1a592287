import { pageMeta } from '../content/public-copy';
import { terms } from '../content/terms-copy';
import { usePageMeta } from '../lib/page-meta';
import './terms.css';

/** `/terms`: the terms and conditions, numbered sections with a table of contents (product §1). */
export function Component() {
  usePageMeta(pageMeta.terms);

  return (
    <article className="pub-container pub-container--narrow pub-terms" aria-labelledby="terms-title">
      <header className="pub-terms__header">
        <h1 id="terms-title" className="pub-terms__title">
          {terms.title}
        </h1>
        <p className="pub-terms__updated">{terms.lastUpdated}</p>
        <p className="pub-terms__intro">{terms.intro}</p>
      </header>

      <nav className="pub-terms__toc" aria-labelledby="terms-toc-title">
        <h2 id="terms-toc-title" className="pub-terms__toc-title">
          {terms.tocTitle}
        </h2>
        <ol className="pub-terms__toc-list">
          {terms.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {terms.sections.map((section, index) => (
        <section key={section.id} id={section.id} className="pub-terms__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className="pub-terms__section-title">
            {`${String(index + 1)}. ${section.title}`}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items !== undefined && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
