import { deleteCompanyPage } from './company-pages.repository';
import { companyOfferItems, deleteCompanyOffers, getOffer, toOffer } from './offers.repository';
import { moveOffer } from './offers.service';

/**
 * An erased company's offers end: each one not closed yet becomes cerrada, with its event
 * (`OfferStatusChanged`, reason `account-erased`), whose consumers tell its applicants from their
 * applications. The offers stay in the company's index until `eraseCompanyOffers`, after their
 * threads are gone. A concurrent change is read again; answers how many were closed.
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

/**
 * An erased company's offers go, once closed and their threads erased: they name the company. Their
 * applications stay, with their own copies of the offer's title and the company's name, as their
 * students' record. Answers how many offers went.
 */
export const eraseCompanyOffers = (companyUid: string): Promise<number> => deleteCompanyOffers(companyUid);

/**
 * An erased account's company page and its slug's claim (the slug is free again); an account without
 * one has nothing to erase. Its logos go with its profile images (events/profile-image-eraser.ts).
 */
export const eraseCompanyPage = (companyUid: string): Promise<void> => deleteCompanyPage(companyUid);
