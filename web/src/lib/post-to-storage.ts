import { messages } from '@shared/messages';
import { ApiError } from './api-client';

/**
 * Posts a file to a presigned POST (a profile image, a CV): every field first, the file last, as S3
 * requires. S3 answers XML; a file outside the policy's size range is EntityTooLarge or EntityTooSmall,
 * which reads as `sizeMessage`; any other refusal as `failedMessage`.
 */
export const postToStorage = async (upload: { url: string; fields: Record<string, string> }, file: File, sizeMessage: string, failedMessage: string): Promise<void> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, 'network', messages.network);
  }
  if (response.ok) return;
  const answer = await response.text().catch(() => '');
  throw new ApiError(response.status, 'bad-request', /EntityTooLarge|EntityTooSmall/.test(answer) ? sizeMessage : failedMessage);
};
