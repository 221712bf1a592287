import type { UnclaimedMoneyBlock } from '../types';
import { CHECKED_ON_FIRST as CHECKED_ON } from './shared';

/** The "Dinero a tu nombre" block: not a rule, just where to look for money already yours. */
export const unclaimedMoney: UnclaimedMoneyBlock = {
  title: 'Dinero a tu nombre',
  explanation: [
    'Puede que tengas dinero olvidado en un banco o una cooperativa: cuentas, depósitos o vales vista que no han tenido movimiento en 2 años. Se llaman acreencias bancarias.',
    'Cada marzo se publica en el Diario Oficial la lista de acreencias de más de 5 UF. Los montos entre 1 y 5 UF se consultan directamente en cada banco.',
    'Tienes 3 años desde que se arma la lista para cobrarlas. Después, el dinero pasa a la Junta Nacional de Cuerpos de Bomberos y ya no se puede recuperar.',
    'Buscar y cobrar es gratis: si encuentras algo, ve al banco que aparece con tu cédula de identidad.',
  ],
  searches: [
    {
      name: 'Buscador de acreencias bancarias (CMF)',
      description: 'Busca por tu nombre completo o tu apellido si tienes dinero olvidado en bancos, cooperativas o emisores de tarjetas de pago.',
      url: 'https://acreencias.cmfchile.cl/',
      source: {
        name: 'Comisión para el Mercado Financiero (enlace citado por prensa, p. ej. ADN Radio 02-01-2026)',
        url: 'https://www.cmfchile.cl',
        checkedOn: CHECKED_ON,
        confidence: 'alta',
      },
    },
    {
      name: 'Dinero depositado a tu nombre en la Tesorería (TGR)',
      description: 'Si alguien consignó dinero a tu favor en la Tesorería General de la República, puedes pedir que te lo devuelvan. Tienes 3 años para retirarlo.',
      url: 'https://chileatiende.gob.cl/fichas/4360-devolucion-de-dinero-depositado-en-arcas-fiscales-por-ofertas-de-pagos-o-consignaciones',
      source: {
        name: 'ChileAtiende, ficha 4360',
        url: 'https://chileatiende.gob.cl/fichas/4360-devolucion-de-dinero-depositado-en-arcas-fiscales-por-ofertas-de-pagos-o-consignaciones',
        checkedOn: CHECKED_ON,
        confidence: 'alta',
      },
    },
    {
      name: 'Oficina Virtual de la Tesorería (TGR)',
      description: 'Con tu ClaveÚnica puedes revisar y pedir devoluciones y pagos pendientes de la Tesorería.',
      url: 'https://www.tgr.cl/oficina-virtual-tgr/',
      source: { name: 'Tesorería General de la República', url: 'https://www.tgr.cl/oficina-virtual-tgr/', checkedOn: CHECKED_ON, confidence: 'alta' },
    },
  ],
  disclaimer: 'Te mostramos dónde buscar; no revisamos estas bases por ti. También puedes llamar al 101 de ChileAtiende.',
};
