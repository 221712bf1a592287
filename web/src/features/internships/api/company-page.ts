import { COMPANY_LOGO_MAX_BYTES, companyLogoTypes, type CompanyLogoType, type CompanyPageSettings } from '@shared/companies';
import { deleteCompanyLogoRoute } from '@shared/contracts/company-offers/delete-logo';
import { getOwnCompanyPageRoute } from '@shared/contracts/company-offers/get-page';
import { createCompanyLogoUploadRoute } from '@shared/contracts/company-offers/post-logo-upload-url';
import { confirmCompanyLogoRoute } from '@shared/contracts/company-offers/put-logo';
import { type CompanyPageFields, updateOwnCompanyPageRoute } from '@shared/contracts/company-offers/put-page';
import { messages } from '@shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { postToStorage } from '../../../lib/post-to-storage';

/**
 * The company's public page as it edits it: `GET/PUT /api/company/page`, and its logo (an upload
 * link, the file to storage, then `PUT /api/company/page/logo`, where the server checks it; `DELETE`).
 */
export const companyPageQueryKey = ['company-page'] as const;

export const useCompanyPage = () => useQuery({ queryKey: companyPageQueryKey, queryFn: (): Promise<CompanyPageSettings> => apiRequest(getOwnCompanyPageRoute) });

const useSetPage = () => {
  const queryClient = useQueryClient();
  return (page: CompanyPageSettings) => queryClient.setQueryData(companyPageQueryKey, page);
};

export const useSaveCompanyPage = () => {
  const setPage = useSetPage();
  return useMutation({ mutationFn: (fields: CompanyPageFields): Promise<CompanyPageSettings> => apiRequest(updateOwnCompanyPageRoute, { body: fields }), onSuccess: setPage });
};

/** What is wrong with a picked logo, checked here before anything is sent; the server checks its bytes again. */
export const companyLogoProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!(companyLogoTypes as readonly string[]).includes(file.type)) return messages['company/logo-type'];
  if (file.size < 1 || file.size > COMPANY_LOGO_MAX_BYTES) return messages['company/logo-size'];
  return undefined;
};

export const uploadCompanyLogo = async (file: File): Promise<CompanyPageSettings> => {
  const problem = companyLogoProblem(file);
  if (problem) throw new ApiError(400, 'bad-request', problem);
  const upload = await apiRequest(createCompanyLogoUploadRoute, { body: { contentType: file.type as CompanyLogoType, size: file.size } });
  await postToStorage(upload, file, messages['company/logo-size'], messages['profile-image/upload-failed']);
  return apiRequest(confirmCompanyLogoRoute, { body: { key: upload.key } });
};

export const useUploadCompanyLogo = () => {
  const setPage = useSetPage();
  return useMutation({ mutationFn: uploadCompanyLogo, onSuccess: setPage });
};

export const useRemoveCompanyLogo = () => {
  const setPage = useSetPage();
  return useMutation({ mutationFn: (): Promise<CompanyPageSettings> => apiRequest(deleteCompanyLogoRoute), onSuccess: setPage });
};
