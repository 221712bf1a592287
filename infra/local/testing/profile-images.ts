import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/profile';
import type { LocalStack } from '../stack';

/** A 1×1 PNG. */
export const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** What the browser does: ask for a presigned POST, then post the form with the file last, from the app's origin. */
export const uploadProfileImage = async (stack: LocalStack, token: string, file: Buffer, contentType: 'image/png' | 'image/jpeg' | 'image/webp' = 'image/png') => {
  const presigned = await fetch(`${stack.urls.app}/api/me/profile-image/upload-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ contentType, size: Math.min(file.length, PROFILE_IMAGE_MAX_BYTES) }),
  });
  if (presigned.status !== 200) throw new Error(`upload-url answered ${String(presigned.status)}: ${await presigned.text()}`);
  const { url, fields, key } = (await presigned.json()) as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: contentType }), 'foto');
  const upload = await fetch(url, { method: 'POST', body: form, headers: { origin: stack.urls.app } });
  return { key, url, fields, upload };
};

/** Whether the uploads bucket holds `key`. The client is imported here, once the stack has set its endpoint. */
export const profileImageExists = async (stack: LocalStack, key: string): Promise<boolean> => {
  const { s3 } = await import('../../../lambdas/lib/clients/s3');
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.env.BUCKET_UPLOADS, Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
};
