import { Badge, Button, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { SupportStatus } from '@shared/support-desk';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { ApiError } from '../../lib/api-client';
import { TicketStatusBadge } from './thread';

/**
 * What the user's ticket page and the admin's desk item share: the way back, the heading block
 * (subject, reference and date, priority and status) and the error state. The support feature's
 * public entry, used by features/support-desk.
 */
export function BackLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <ChakraLink asChild color="teal.700" fontSize="sm">
      <Link to={to}>← {children}</Link>
    </ChakraLink>
  );
}

/** Set by the server when the requester's plan includes priority support (shared/plans.ts). */
export function PriorityBadge({ label = 'Prioritario' }: { readonly label?: string }) {
  return (
    <Badge colorPalette="purple" variant="solid" data-testid="priority-badge">
      {label}
    </Badge>
  );
}

interface HeadingProps {
  readonly title: string;
  readonly subtitle: string;
  readonly status: SupportStatus;
  readonly priority?: boolean;
  /** The user reads "Soporte prioritario"; an admin reads "Prioritario". */
  readonly priorityLabel?: string;
}

export function SupportItemHeading({ title, subtitle, status, priority, priorityLabel }: HeadingProps) {
  return (
    <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
      <Stack gap="0.5" minW="0">
        <Heading as="h2" size="lg" color="gray.900" wordBreak="break-word">
          {title}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {subtitle}
        </Text>
      </Stack>
      <HStack gap="2">
        {priority ? <PriorityBadge {...(priorityLabel ? { label: priorityLabel } : {})} /> : null}
        <TicketStatusBadge status={status} />
      </HStack>
    </Flex>
  );
}

/** The API's Spanish message when it has one for the user, the page's own otherwise. */
export const errorText = (error: Error, fallback: string): string => (error instanceof ApiError && error.code !== 'internal' ? error.message : fallback);

/** A ticket or request that could not be loaded: the way back, why, and a retry. */
export function SupportItemError({ back, error, fallback, onRetry }: { readonly back: ReactNode; readonly error: Error; readonly fallback: string; readonly onRetry: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      {back}
      <FormAlert status="error" message={errorText(error, fallback)} />
      <Button variant="outline" colorPalette="teal" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </Stack>
  );
}
