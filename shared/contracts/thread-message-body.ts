import * as z from 'zod/mini';
import { messages } from '../messages';
import { THREAD_MESSAGE_MAX } from '../students';

/** POST …/messages of an application's thread, from its student or its company. */
export const threadMessageBodySchema = z.strictObject({
  text: z.string({ error: messages['thread/message-required'] }).check(z.trim(), z.minLength(1, messages['thread/message-required']), z.maxLength(THREAD_MESSAGE_MAX, messages['thread/message-too-long'])),
});

export type ThreadMessageBody = z.output<typeof threadMessageBodySchema>;
