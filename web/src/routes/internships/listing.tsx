import { type OfferSearch, searchInternshipsRoute } from '@shared/contracts/internships/get-internships';
import { reportInternshipRoute } from '@shared/contracts/internships/post-report';
import { formatClp } from '@shared/format/money';
import { formatCalendarDate } from '@shared/format/date';
import {
  chileanRegions,
  internshipAreaLabels,
  internshipAreas,
  offerModalities,
  offerModalityLabels,
  offerReportReasonLabels,
  offerReportReasons,
  type OfferListing,
  type OfferReportReason,
  type PublicOffer,
} from '@shared/internships';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../features/auth/session';
import { ApiError, apiRequest } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import './listing.css';

type Filters = Omit<OfferSearch, 'cursor'>;
const filterNames = ['q', 'area', 'region', 'modality', 'paid'] as const;

const filtersOf = (params: URLSearchParams): Filters => {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters;
};

const placeOf = (offer: PublicOffer): string => (offer.modality === 'remota' ? 'Remota' : `${offer.comuna ?? ''}, ${offer.region ?? ''}`);

function ReportOffer({ offerId }: { readonly offerId: string }) {
  const { user } = useSession();
  const [reason, setReason] = useState<OfferReportReason | ''>('');
  const [answer, setAnswer] = useState<string>();
  if (!user) {
    return (
      <Link className="offer-card__report" to={`/login?redirect=${encodeURIComponent('/internships/')}`}>
        Inicia sesión para reportar esta oferta
      </Link>
    );
  }
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!reason) {
      setAnswer('Elige el motivo del reporte.');
      return;
    }
    try {
      setAnswer((await apiRequest(reportInternshipRoute, { params: { offerId }, body: { reason } })).message);
    } catch (error) {
      setAnswer(error instanceof ApiError ? error.message : 'No pudimos enviar el reporte. Intenta nuevamente.');
    }
  };
  return (
    <details className="offer-card__report">
      <summary>Reportar oferta</summary>
      <form onSubmit={(event) => void send(event)}>
        <label className="offers__field">
          Motivo
          <select value={reason} onChange={(event) => setReason(event.target.value as OfferReportReason | '')}>
            <option value="">Elige un motivo</option>
            {offerReportReasons.map((value) => (
              <option key={value} value={value}>
                {offerReportReasonLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="pub-button pub-button--small">
          Enviar reporte
        </button>
      </form>
      {answer ? <p role="status">{answer}</p> : null}
    </details>
  );
}

function OfferCard({ offer }: { readonly offer: PublicOffer }) {
  return (
    <li className="offer-card" data-testid="offer-card">
      {/* A full page load: the offer's page is HTML the server makes, with its JobPosting data. */}
      <h2 className="offer-card__title">
        <a href={`/internships/${offer.offerId}`}>{offer.title}</a>
        {offer.featured ? <span className="offer-card__badge">Destacada</span> : null}
      </h2>
      <p className="offer-card__company">{offer.companyName}</p>
      <ul className="offer-card__facts">
        <li>{internshipAreaLabels[offer.area]}</li>
        <li>{offerModalityLabels[offer.modality]}</li>
        <li>{placeOf(offer)}</li>
        <li>{offer.stipendClp === null ? 'Sin remuneración' : `${formatClp(offer.stipendClp)} mensuales`}</li>
        <li>Postula hasta el {formatCalendarDate(offer.deadline)}</li>
      </ul>
      <div className="offer-card__actions">
        <a className="pub-button pub-button--small" href={`/internships/${offer.offerId}`}>
          Ver oferta y postular
        </a>
        <ReportOffer offerId={offer.offerId} />
      </div>
    </li>
  );
}

/** `/internships/`: the public listing of internship offers, with search and filters kept in the address. */
export function Component() {
  usePageMeta({ title: 'Ofertas de práctica | Beneficios Chile', description: 'Busca ofertas de práctica en empresas de Chile: por área, región, modalidad y remuneración.' });
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const key = JSON.stringify(filters);
  // The pages read for one search (its key); another search starts again.
  const [result, setResult] = useState<{ key: string; pages: OfferListing[]; failed: boolean }>();
  const [q, setQ] = useState(filters.q ?? '');

  useEffect(() => {
    const controller = new AbortController();
    apiRequest(searchInternshipsRoute, { query: JSON.parse(key) as Filters, signal: controller.signal })
      .then((listing) => setResult({ key, pages: [listing], failed: false }))
      .catch((error: unknown) => {
        if (!(error instanceof DOMException)) setResult({ key, pages: [], failed: true });
      });
    return () => controller.abort();
  }, [key]);
  const current = result?.key === key ? result : undefined;
  const state = !current ? 'loading' : current.failed ? 'error' : 'ready';

  const setFilter = (name: (typeof filterNames)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const nextCursor = current?.pages.at(-1)?.nextCursor;
  const more = async () => {
    if (!nextCursor) return;
    try {
      const listing = await apiRequest(searchInternshipsRoute, { query: { ...filters, cursor: nextCursor } });
      setResult((read) => (read?.key === key ? { ...read, pages: [...read.pages, listing] } : read));
    } catch {
      setResult((read) => (read?.key === key ? { ...read, failed: true } : read));
    }
  };
  const offers = current?.pages.flatMap((page) => page.offers) ?? [];
  const hasMore = Boolean(nextCursor);

  return (
    <div className="pub-container offers">
      <h1 className="offers__title">Ofertas de práctica</h1>
      <p className="offers__lead">Empresas de todo Chile publican sus prácticas gratis. Postula con tu perfil y tu CV: la empresa te contacta directamente.</p>
      <form
        className="offers__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', q.trim());
        }}
      >
        <label className="offers__field offers__field--search">
          Buscar
          <input type="search" value={q} maxLength={100} placeholder="Cargo, carrera o empresa" onChange={(event) => setQ(event.target.value)} onBlur={() => setFilter('q', q.trim())} />
        </label>
        <label className="offers__field">
          Área
          <select value={filters.area ?? ''} onChange={(event) => setFilter('area', event.target.value)}>
            <option value="">Todas</option>
            {internshipAreas.map((area) => (
              <option key={area} value={area}>
                {internshipAreaLabels[area]}
              </option>
            ))}
          </select>
        </label>
        <label className="offers__field">
          Región
          <select value={filters.region ?? ''} onChange={(event) => setFilter('region', event.target.value)}>
            <option value="">Todas</option>
            {chileanRegions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </label>
        <label className="offers__field">
          Modalidad
          <select value={filters.modality ?? ''} onChange={(event) => setFilter('modality', event.target.value)}>
            <option value="">Todas</option>
            {offerModalities.map((modality) => (
              <option key={modality} value={modality}>
                {offerModalityLabels[modality]}
              </option>
            ))}
          </select>
        </label>
        <label className="offers__field">
          Remuneración
          <select value={filters.paid ?? ''} onChange={(event) => setFilter('paid', event.target.value)}>
            <option value="">Todas</option>
            <option value="si">Remuneradas</option>
            <option value="no">Sin remuneración</option>
          </select>
        </label>
      </form>
      {state === 'error' ? <p className="offers__status" role="alert">No pudimos cargar las ofertas. Intenta nuevamente.</p> : null}
      {state === 'loading' && offers.length === 0 ? <p className="offers__status">Cargando ofertas…</p> : null}
      {state === 'ready' && offers.length === 0 ? <p className="offers__empty">No hay ofertas que coincidan con tu búsqueda. Prueba con otros filtros.</p> : null}
      <ul className="offers__list" aria-label="Ofertas de práctica">
        {offers.map((offer) => (
          <OfferCard key={offer.offerId} offer={offer} />
        ))}
      </ul>
      {hasMore ? (
        <p>
          <button type="button" className="pub-button" onClick={() => void more()}>
            Ver más ofertas
          </button>
        </p>
      ) : null}
    </div>
  );
}
