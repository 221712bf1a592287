import * as z from 'zod/mini';
import { messages } from '../messages';

/** POST …/replies */
export const supportReplyBodySchema = z.strictObject({
  mensaje: z.string({ error: messages['support/message-required'] }).check(z.trim(), z.minLength(2, messages['support/reply-too-short']), z.maxLength(4000, messages['support/message-too-long'])),
});
