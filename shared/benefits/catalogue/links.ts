/**
 * Each benefit's own page, where to read how to claim it: a ChileAtiende ficha or the page of
 * the body that pays it, never a search or a home page (`catalogue.test.ts` checks it).
 *
 * Found on 2026-11-22 without access to the pages themselves: every address below was read in
 * other public projects' files (their notes, source lists or saved copies of chileatiende.gob.cl),
 * so none was opened by us. Next to each one: where it was seen and how sure we are.
 *   alta  = seen in several independent files, or in a file that says it opened the page in 2026;
 *   media = seen on a saved copy of chileatiende.gob.cl (2018) or in two files of one project;
 *   baja  = seen in one file only.
 */
export const officialPages = {
  // alta: 6 files (benefit lists, guides, a 2026 verification note).
  pgu: 'https://www.chileatiende.gob.cl/fichas/102077-pension-garantizada-universal-pgu',
  // alta: saved chileatiende.gob.cl home (id 38913), a 2026 source list and a report that re-fetched it on 2026-09-26.
  aporteFamiliarPermanente: 'https://www.chileatiende.gob.cl/fichas/38913-aporte-familiar-permanente',
  // alta: saved chileatiende.gob.cl home and the report that re-fetched it on 2026-09-26.
  subsidioFamiliar: 'https://www.chileatiende.gob.cl/fichas/33112-subsidio-familiar-suf',
  // alta: 3 files, one of them a verification note that read the ficha in September 2026.
  subsidioElectrico: 'https://www.chileatiende.gob.cl/fichas/124375-subsidio-electrico',
  // media: saved chileatiende.gob.cl home (2018), listed as "Pensión Básica Solidaria de Invalidez (PBSI)".
  // Another single file gives fichas/102078-…-pbsi instead; not corroborated.
  pbsi: 'https://www.chileatiende.gob.cl/fichas/5178-pension-basica-solidaria-de-invalidez-pbsi',
  // media: one report that says it re-fetched the ficha on 2026-09-26.
  bonoBodasDeOro: 'https://www.chileatiende.gob.cl/fichas/5369-bono-bodas-de-oro',
  // media: saved chileatiende.gob.cl home (2018), "Bono por Hijo".
  bonoPorHijo: 'https://www.chileatiende.gob.cl/fichas/5194-bono-por-hijo',
  // media: cited as ficha 26553 in two articles of one project and its July 2026 verification table.
  aguinaldoFiestasPatrias: 'https://www.chileatiende.gob.cl/fichas/26553-aguinaldo-de-fiestas-patrias-para-pensionados-ips',
  // baja: one article's source list (2026).
  aguinaldoNavidad: 'https://www.chileatiende.gob.cl/fichas/30171-aguinaldo-de-navidad-para-pensionados-ips',
  // baja: one benefit list, whose other ids are not all reliable.
  bonoProteccion: 'https://www.chileatiende.gob.cl/fichas/13359-bono-de-proteccion',
  // baja: the Dirección del Trabajo page with the Asignación Familiar y Maternal amounts (already this entry's source);
  // no ChileAtiende ficha of its own was found.
  asignacionMaternal: 'https://www.dt.gob.cl/portal/1628/w3-article-85651.html',
  // baja: one benefit list, whose other ids are not all reliable.
  subsidioDiscapacidad: 'https://www.chileatiende.gob.cl/fichas/235-subsidio-de-discapacidad',
  // media: saved chileatiende.gob.cl home (2018, "Bono por Logro Escolar", id 20063) and a 2026 source list.
  bonoLogroEscolar: 'https://www.chileatiende.gob.cl/fichas/20063-bono-logro-escolar',
  // media: saved chileatiende.gob.cl home (2018, enseñanza media) and a 2026 source list.
  becaPresidente: 'https://www.chileatiende.gob.cl/fichas/2086-beca-presidente-de-la-republica-bpr',
  // baja: one file.
  baes: 'https://www.chileatiende.gob.cl/fichas/4454-beca-de-alimentacion-para-la-educacion-superior-baes',
  // baja: the Ministerio de Desarrollo Social programme page, seen in one file.
  subsidioAguaPotable:
    'https://www.desarrollosocialyfamilia.gob.cl/programas-sociales/familias/subsidio-al-pago-del-consumo-de-agua-potable-y-servicio-de-alcantarillado-de-aguas-servidas-sap',
  // alta: saved chileatiende.gob.cl home (2018), a 2026 source table and the 2026-09-26 report (ChileAtiende 29888).
  subsidioArriendo: 'https://www.chileatiende.gob.cl/fichas/29888-subsidio-de-arriendo-de-vivienda',
  // baja: one 2026 source list.
  cuotaMortuoria: 'https://www.chileatiende.gob.cl/fichas/3161-cuota-mortuoria',
  // media: one report that says it re-fetched the ficha on 2026-09-26.
  asignacionPorMuerte: 'https://www.chileatiende.gob.cl/fichas/5300-asignacion-por-muerte',
  // baja: one benefit list (SENCE's own page).
  subsidioEmpleoJoven: 'https://sence.gob.cl/personas/sej',
  // media: saved chileatiende.gob.cl home (2018), "Bono al Trabajo de la Mujer".
  bonoTrabajoMujer: 'https://www.chileatiende.gob.cl/fichas/12725-bono-al-trabajo-de-la-mujer',
  // alta: 3 files of two projects, one of them the 2026-09-26 report (ChileAtiende 62932).
  seguroCesantia: 'https://www.chileatiende.gob.cl/fichas/62932-seguro-de-cesantia',
  // baja: one public project's source list (2026), next to ChileAtiende's fichas 130457 (aumento de la PGU) and
  // 130987 (aportes del empleador) of the same reform, seen in several files; the stored pages (press citing
  // ChileAtiende, 2026-01 to 2026-03) do not give the address. Searched on 2026-11-27.
  beneficioAnosCotizados: 'https://www.chileatiende.gob.cl/fichas/130450-beneficio-por-anos-cotizados',
} as const;

/**
 * Benefits in force that still link to a ChileAtiende search because no page of their own could be
 * found. The catalogue test fails if any other benefit links to a search or a home page, and fails
 * again when one of these gets its page, so the list can only shrink.
 *
 * Searched again on 2026-11-27 in the stored public pages and in public projects' files: for each of
 * these, only press articles that cite ChileAtiende, the Ministerio de Desarrollo Social, the Minvu or the
 * Superintendencia de Pensiones without giving the page's address (Meganoticias, El Mostrador, La Nación,
 * Chilevisión, 2025–2026); no page of the official body itself, and no ficha address seen anywhere.
 */
export const stillWithoutOwnPage: readonly string[] = [
  'bono-base-familiar',
  'pension-sobrevivencia',
  'compensacion-expectativa-vida',
  'bono-control-nino-sano',
  'bono-asistencia-escolar',
  'subsidio-vivienda-ds49',
];
