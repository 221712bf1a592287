import { Field, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { benefitIds, benefitNames } from '@shared/benefits/ids';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectInput } from '../../../components/forms/select-input';
import { AssistedApplication } from './assisted-application';

/**
 * In Soporte: the annual plan's assisted application for a benefit the person picks (the same
 * request a benefit card makes). Without a plan that includes it, where to get one.
 */
export function AssistedApplicationPicker({ uid, included }: { readonly uid: string; readonly included: boolean }) {
  const [benefitId, setBenefitId] = useState('');
  if (!included) {
    return (
      <Text color="gray.700" data-testid="assisted-picker-upsell">
        Con el Plan Anual te ayudamos a postular al beneficio que elijas.{' '}
        <ChakraLink asChild color="teal.700" fontWeight="semibold">
          <Link to="/profile/plan">Ver los planes</Link>
        </ChakraLink>
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="assisted-picker">
      <Field.Root>
        <Field.Label>¿A qué beneficio quieres postular?</Field.Label>
        <SelectInput placeholder="Elige un beneficio" options={benefitIds.map((id) => ({ value: id, label: benefitNames[id] }))} value={benefitId} onChange={(event) => setBenefitId(event.target.value)} bg="white" />
      </Field.Root>
      {benefitId ? <AssistedApplication key={benefitId} uid={uid} benefitId={benefitId} benefitName={benefitNames[benefitId as keyof typeof benefitNames]} included /> : null}
    </Stack>
  );
}
