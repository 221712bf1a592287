export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A presigned POST: the browser posts `fields` plus the file (last) to `url`. */
export interface ProfileImageUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}
