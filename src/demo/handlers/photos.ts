import { photoByUuid, photosOf } from '../derived';
import { portraitSvg } from '../portrait';
import { findOr404, intParam, listReply, requireParam } from './params';
import { studentOf } from './students';
import { ApiError, Reply, type HandlerContext, type HandlerDef, type HandlerTable } from './types';

export const PHOTO_NOT_FOUND = 'Photo introuvable.';

/**
 * An image of a photo: minors' personal data, so only for a valid token (401 without), and
 * kept out of the browser's disk cache (the app keeps its own in memory, per session).
 */
const image = (width: number, height: number): HandlerDef => ({
  access: 'user',
  run: (ctx: HandlerContext) => {
    const photo = photoByUuid(ctx.store, requireParam(ctx, 'photo_uuid'));
    if (!photo) throw new ApiError(404, PHOTO_NOT_FOUND);
    const svg = portraitSvg(photo.photo_uuid, photo.student_fullName, width, height);
    return Reply.text(svg, 'image/svg+xml', { 'Cache-Control': 'private, no-store' });
  },
});

export const photoHandlers = {
  'photo.list': { access: 'adminControl', run: (ctx) => listReply(ctx, ctx.tables.photos) },
  'photo.get': {
    access: 'adminControl',
    run: (ctx) => findOr404(ctx.tables.photos, intParam(ctx, 'id'), PHOTO_NOT_FOUND),
  },
  'photo.miniature': image(120, 150),
  'photo.fullsize': image(600, 750),
  'photo.byStudent': {
    access: 'user',
    run: (ctx) =>
      photosOf(ctx.store, studentOf(ctx, requireParam(ctx, 'student_idNumber')).student_idNumber),
  },
} satisfies HandlerTable;
