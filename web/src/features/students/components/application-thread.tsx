import { Box, Button, Field, Heading, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { threadMessageBodySchema, type ThreadMessageBody } from '@shared/contracts/thread-message-body';
import { formatDateTime } from '@shared/format/date';
import { THREAD_MESSAGE_MAX, type ApplicationThread as Thread, type ThreadSide } from '@shared/students';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';

interface ApplicationThreadProps {
  readonly thread: UseQueryResult<Thread>;
  readonly write: UseMutationResult<unknown, Error, string>;
  /** Whose view: the student reads "Tú" and the company's name; the company, "Tú" and the student's. */
  readonly viewer: ThreadSide;
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * The messages of one application between its student and its offer's company, oldest first, kept
 * current live, and the box to write the next one (closed once the student withdrew). Each side is
 * mailed when the other writes, once until they come to read.
 */
export function ApplicationThread({ thread, write, viewer, headingLevel = 'h3' }: ApplicationThreadProps) {
  const headingId = useId();
  if (thread.isPending) return <Skeleton height="24" borderRadius="xl" />;
  if (thread.isError) return <FormAlert status="error" message="No pudimos cargar los mensajes. Recarga la página." />;
  const { messages, open, companyName, studentName } = thread.data;
  const other = viewer === 'student' ? companyName : studentName;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="application-thread">
      <Heading as={headingLevel} id={headingId} size="md" color="gray.900">
        Mensajes con {other}
      </Heading>
      {messages.length === 0 ? (
        <Text color="gray.600" fontSize="sm">
          {viewer === 'student'
            ? `Aún no hay mensajes. Si tienes una pregunta sobre la práctica, escríbele a ${other}: te avisaremos por correo cuando responda.`
            : `Aún no hay mensajes. Escríbele a ${other} para coordinar una entrevista o pedirle algo más: le avisaremos por correo.`}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="2" aria-label={`Conversación con ${other}`}>
          {messages.map((message) => {
            const mine = message.author === viewer;
            return (
              <Box
                as="li"
                key={message.messageId}
                alignSelf={mine ? 'flex-end' : 'flex-start'}
                maxW={{ base: '92%', md: '80%' }}
                bg={mine ? 'teal.50' : 'white'}
                borderWidth="1px"
                borderColor={mine ? 'teal.200' : 'gray.200'}
                borderRadius="xl"
                px="4"
                py="3"
                data-author={message.author}
              >
                <Text fontSize="xs" color="gray.600" mb="1">
                  {mine ? 'Tú' : other} · {formatDateTime(message.at)}
                </Text>
                <Text whiteSpace="pre-line" color="gray.800" wordBreak="break-word">
                  {message.text}
                </Text>
              </Box>
            );
          })}
        </Stack>
      )}
      {open ? (
        <MessageForm write={write} other={other} />
      ) : (
        <Text fontSize="sm" color="gray.600" data-testid="thread-closed">
          La postulación fue retirada: esta conversación quedó cerrada.
        </Text>
      )}
    </Stack>
  );
}

type MessageInput = z.input<typeof threadMessageBodySchema>;

function MessageForm({ write, other }: { readonly write: UseMutationResult<unknown, Error, string>; readonly other: string }) {
  const { register, handleSubmit, formState, reset } = useForm<MessageInput, unknown, ThreadMessageBody>({ resolver: zodResolver(threadMessageBodySchema), defaultValues: { text: '' } });
  const onSubmit = handleSubmit(({ text }) => {
    write.mutate(text, { onSuccess: () => reset({ text: '' }) });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Escribir a ${other}`}>
      <Stack gap="2">
        {write.isError ? <FormAlert status="error" message={write.error instanceof ApiError ? write.error.message : 'No pudimos enviar tu mensaje. Intenta nuevamente.'} /> : null}
        <Field.Root invalid={Boolean(formState.errors.text)} required>
          <Field.Label>Tu mensaje</Field.Label>
          <Textarea rows={3} maxLength={THREAD_MESSAGE_MAX} {...register('text')} />
          {formState.errors.text ? <Field.ErrorText>{formState.errors.text.message}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={write.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Enviar mensaje
        </Button>
      </Stack>
    </form>
  );
}
