import { GetObjectCommand } from '@aws-sdk/client-s3';
import { COMPANY_LOGO_MAX_BYTES, type CompanyLogoType, type CompanyLogoUpload } from '../../shared/companies';
import { s3 } from '../lib/clients/s3';
import { env } from '../lib/env';
import { deleteEveryVersion, deleteObject, deleteObjectsExcept, inspectObject, isOwnUploadKey, presignUpload, type StoredObject } from '../lib/uploads';

/**
 * Company logos in the uploads bucket, each company's under `profile-images/logos/<uid>/`: a logo is a
 * company's public picture, kept and erased with the profile images (events/profile-image-eraser.ts),
 * apart from any account's own `profile-images/<uid>/`. Uploaded with a presigned POST like a profile
 * image, checked before it is kept, and read back only by the logo's public route
 * (lambdas/http/company-offers/get-company-logo.ts), never linked from the bucket itself.
 */
export const COMPANY_LOGOS_PREFIX = 'profile-images/logos/';
export const companyLogoPrefix = (companyUid: string): string => `${COMPANY_LOGOS_PREFIX}${companyUid}/`;

export const isOwnCompanyLogoKey = (companyUid: string, key: string): boolean => isOwnUploadKey(companyLogoPrefix(companyUid), key);

/** A presigned POST for one logo of this exact type, 1 byte to 1 MB, for five minutes. */
export const presignCompanyLogoUpload = (companyUid: string, contentType: CompanyLogoType): Promise<CompanyLogoUpload> =>
  presignUpload(companyLogoPrefix(companyUid), contentType, COMPANY_LOGO_MAX_BYTES);

export { deleteObject, inspectObject, type StoredObject };

/** Deletes every logo of this company but `keep`: the replaced one, uploads never confirmed, or all (its removal). */
export const deleteCompanyLogosExcept = (companyUid: string, keep?: string): Promise<void> => deleteObjectsExcept(companyLogoPrefix(companyUid), keep);

/** Every version of every logo of an erased company. */
export const eraseCompanyLogos = (companyUid: string): Promise<number> => deleteEveryVersion(companyLogoPrefix(companyUid));

/** A kept logo's bytes; undefined if the object is gone. */
export const readCompanyLogo = async (key: string): Promise<Uint8Array | undefined> => {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env().BUCKET_UPLOADS, Key: key }));
    return await object.Body?.transformToByteArray();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
};
