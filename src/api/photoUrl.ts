import { buildUrl } from './http';

/**
 * The address of a photo image, for <img src>. The image endpoints are public
 * (docs/api.md), so the browser can load and cache them directly.
 */
export const photoUrl = (photo_uuid: string, size: 'miniature' | 'fullsize'): string =>
  buildUrl(size === 'miniature' ? 'photo.miniature' : 'photo.fullsize', { photo_uuid });
