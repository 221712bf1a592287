import { supportReplyBodySchema } from '@shared/contracts/support-reply-body';
import { Badge, Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { supportTicketStatusLabels } from '@shared/support';
import { type SupportStatus, type ThreadMessage } from '@shared/support-desk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormAlert } from '../../components/forms/form-alert';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '@shared/format/date';

/** The support feature's public entry for the thread, shared with the admins' desk (features/support-desk). */

const statusPalette: Record<SupportStatus, string> = { abierto: 'blue', 'en-proceso': 'orange', cerrado: 'gray' };

export function TicketStatusBadge({ status }: { readonly status: SupportStatus }) {
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" data-testid="ticket-status">
      {supportTicketStatusLabels[status]}
    </Badge>
  );
}

interface ThreadProps {
  /** The ticket's first message, written by the user when they opened it. */
  readonly first: { mensaje: string; at: string };
  readonly thread: readonly ThreadMessage[];
  /** Whose view: the user reads "Tú" and "Equipo de soporte"; an admin reads "Usuario" and "Equipo". */
  readonly viewer: 'usuario' | 'equipo';
}

/** A ticket's conversation, oldest first. */
export function Thread({ first, thread, viewer }: ThreadProps) {
  const messages: Omit<ThreadMessage, 'id'>[] = [{ author: 'usuario', ...first }, ...thread];
  const authorLabel = (author: ThreadMessage['author']) => (author === viewer ? 'Tú' : author === 'equipo' ? 'Equipo de soporte' : 'Usuario');
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" aria-label="Conversación" data-testid="ticket-thread">
      {messages.map((message, index) => (
        <Box
          as="li"
          key={`${message.at}-${String(index)}`}
          bg={message.author === 'equipo' ? 'teal.50' : 'white'}
          borderWidth="1px"
          borderColor={message.author === 'equipo' ? 'teal.200' : 'gray.200'}
          borderRadius="xl"
          p="4"
          data-author={message.author}
        >
          <Text fontSize="xs" color="gray.600" mb="1">
            {authorLabel(message.author)} · {formatDateTime(message.at)}
          </Text>
          <Text whiteSpace="pre-line" color="gray.800" wordBreak="break-word">
            {message.mensaje}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

type ReplyForm = z.input<typeof supportReplyBodySchema>;
type ReplyBody = z.output<typeof supportReplyBodySchema>;

/** The reply box under a thread, for the user and for the admins; the server's Spanish message shows on a refusal. */
export function ReplyForm({ mutation, label, hint }: { readonly mutation: UseMutationResult<unknown, Error, string>; readonly label: string; readonly hint?: string }) {
  const { register, handleSubmit, formState, reset } = useForm<ReplyForm, unknown, ReplyBody>({ resolver: zodResolver(supportReplyBodySchema), defaultValues: { mensaje: '' } });
  const onSubmit = handleSubmit(({ mensaje }) => {
    mutation.mutate(mensaje, { onSuccess: () => reset({ mensaje: '' }) });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="3">
        {mutation.isError ? <FormAlert status="error" message={mutation.error instanceof ApiError ? mutation.error.message : 'No pudimos enviar tu respuesta. Intenta nuevamente.'} /> : null}
        <Field.Root invalid={Boolean(formState.errors.mensaje)} required>
          <Field.Label>{label}</Field.Label>
          <Textarea rows={4} maxLength={4000} {...register('mensaje')} />
          {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
          {formState.errors.mensaje ? <Field.ErrorText>{formState.errors.mensaje.message}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={mutation.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Enviar respuesta
        </Button>
      </Stack>
    </form>
  );
}
