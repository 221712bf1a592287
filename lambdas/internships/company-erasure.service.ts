import { companyOfferItems, getOffer, toOffer } from './offers.repository';
import { moveOffer } from './offers.service';

/**
 * An erased company's offers end: each one not closed yet becomes cerrada, with its event
 * (`OfferStatusChanged`, reason `account-erased`), whose consumers tell its applicants. The offers
 * stay, closed, so that applicants keep the record of where they applied. A concurrent change is
 * read again; answers how many were closed.
 */
export const closeCompanyOffers = async (companyUid: string, actor: string): Promise<number> => {
  let closed = 0;
  // Every page of the company's index: its offers stay in it, closed, so reading on is stable.
  for await (const item of companyOfferItems(companyUid)) {
    const listed = toOffer(item);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const offer = attempt === 0 ? listed : await getOffer(listed.offerId);
      if (!offer || offer.status === 'cerrada') break;
      if (await moveOffer(offer, 'cerrada', actor, 'account-erased')) {
        closed += 1;
        break;
      }
    }
  }
  return closed;
};
