import type { PaymentStatus, Plan } from '../../shared/admin';

/**
 * The charge itself, behind an interface: no payment provider is chosen yet. A provider's
 * implementation goes here; until then every stage uses the simulated one.
 */
export interface ChargeRequest {
  uid: string;
  plan: Plan;
  amountClp: number;
  /** The same key for the same renewal on the same day: a provider must not charge twice for it. */
  idempotencyKey: string;
  /** Only the simulated gateway reads it: the seed flags ~3 % of subscriptions to fail. */
  simulateFailure?: boolean;
}

export interface ChargeResult {
  status: PaymentStatus;
  /** The provider's reference of the charge, if any. */
  reference?: string;
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Records a successful charge, or a failed one for subscriptions flagged `simulateFailure`. Deterministic. */
export const simulatedPaymentGateway: PaymentGateway = {
  charge: (request) => Promise.resolve({ status: request.simulateFailure ? 'failed' : 'paid', reference: `sim_${request.idempotencyKey}` }),
};

/** The gateway the billing job uses. */
export const paymentGateway = (): PaymentGateway => simulatedPaymentGateway;
