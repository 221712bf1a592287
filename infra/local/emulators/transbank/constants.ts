/**
 * What the Transbank integration environment publishes and the emulator copies: the Oneclick Mall
 * commerce codes, the shared integration API key secret, the public test cards and the error texts.
 * Sources: transbank-sdk 6.1.1 (`IntegrationCommerceCodes`, `IntegrationApiKeys`, `ApiConstants`)
 * and Transbank's developer docs (referencia/oneclick, documentacion/como_empezar).
 */

/** The REST prefix the SDK puts after `Options.environment` (`ApiConstants.ONECLICK_ENDPOINT`). */
export const ONECLICK_PREFIX = '/rswebpaytransaction/api/oneclick/v1.2';

/** The page the SDK's `start` answer points to, on Transbank's server: `url_webpay`. */
export const INSCRIPTION_PAGE_PATH = '/webpayserver/bp_multicode_inscription.cgi';

/** The key secret every integration commerce code shares (`IntegrationApiKeys.WEBPAY`). */
export const INTEGRATION_API_KEY_SECRET = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';

export interface MallCommerce {
  secret: string;
  /** The stores ("tiendas") of the mall: the only `details[].commerce_code` accepted. */
  children: string[];
  /** Deferred capture: charges stay AUTHORIZED until `PUT /transactions/capture`. */
  deferred: boolean;
}

/** Oneclick Mall (597055555541) and Oneclick Mall Captura Diferida (597055555547). */
export const INTEGRATION_MALLS: Record<string, MallCommerce> = {
  '597055555541': { secret: INTEGRATION_API_KEY_SECRET, children: ['597055555542', '597055555543'], deferred: false },
  '597055555547': { secret: INTEGRATION_API_KEY_SECRET, children: ['597055555548', '597055555549'], deferred: true },
};

/** What later charges on an inscribed card do; `card` follows the test card's published result. */
export type Behaviour = 'approve' | 'reject' | 'timeout';

export const BEHAVIOUR_LABELS: Record<Behaviour, string> = {
  approve: 'Aprobar',
  reject: 'Rechazar',
  timeout: 'Sin respuesta (timeout)',
};

export interface TestCard {
  number: string;
  label: string;
  cardType: string;
  /** VD (débito) or VN (crédito, sin cuotas); VC when installments are asked for. */
  debit: boolean;
  approves: boolean;
}

/** Transbank's public integration test cards (documentacion/como_empezar, "Tarjetas de Prueba"). */
export const TEST_CARDS: TestCard[] = [
  { number: '4051885600446623', label: 'VISA crédito — aprobada', cardType: 'Visa', debit: false, approves: true },
  { number: '370000000002032', label: 'AMEX — aprobada', cardType: 'AmericanExpress', debit: false, approves: true },
  { number: '5186059559590568', label: 'MASTERCARD — rechazada', cardType: 'MasterCard', debit: false, approves: false },
  { number: '4051884239937763', label: 'Redcompra — aprobada', cardType: 'Redcompra', debit: true, approves: true },
  { number: '4511346660037060', label: 'Redcompra — aprobada', cardType: 'Redcompra', debit: true, approves: true },
  { number: '5186008541233829', label: 'Redcompra — rechazada', cardType: 'Redcompra', debit: true, approves: false },
  { number: '4051886000056590', label: 'Prepago VISA — aprobada', cardType: 'Prepago', debit: false, approves: true },
  { number: '5186174110629480', label: 'Prepago MASTERCARD — rechazada', cardType: 'Prepago', debit: false, approves: false },
];

export const DEFAULT_TEST_CARD = '4051885600446623';

/** An unlisted number is treated as an approving credit card of the brand its first digit suggests. */
export const testCardFor = (number: string): TestCard =>
  TEST_CARDS.find((card) => card.number === number) ?? {
    number,
    label: 'Tarjeta no listada',
    cardType: number.startsWith('4') ? 'Visa' : number.startsWith('5') ? 'MasterCard' : number.startsWith('3') ? 'AmericanExpress' : 'Visa',
    debit: false,
    approves: true,
  };

/** The authorization code the integration environment gives approved charges. */
export const APPROVED_AUTHORIZATION_CODE = '1213';

/**
 * Response codes: 0 approved, -1 rejected; -96 from `finish` on an inscription whose card form was not
 * completed (transbank-sdk-php tests/Webpay/OneClick/TransbankOneclickTest.php,
 * `it_fails_trying_to_finish_inscription`: "-96 means the inscription has not finished yet").
 */
export const RESPONSE_CODE = { approved: 0, rejected: -1, notFinished: -96 } as const;

/** How long Webpay's card form waits: 5 minutes in production, 10 in integration (documentacion/oneclick, "Resumen de flujos"). */
export const FORM_TIMEOUT_MS = { integration: 10 * 60_000, production: 5 * 60_000 } as const;

/** The merchant must call `finish` within 60 seconds of the return, else the inscription is dropped (documentacion/oneclick, the warning under "Confirmar inscripción"). */
export const FINISH_WINDOW_MS = 60_000;

/** Transbank's error bodies: `{ "error_message": "..." }` (referencia/oneclick, "Códigos y mensajes de error"). */
export const errors = {
  notAuthorized: 'not authorized',
  required: (field: string) => `${field} is required!`,
  invalid: (field: string) => `Invalid value for parameter: ${field}`,
  transactionNotFound: 'Transaction not found',
  /** `status` of a buy order Transbank never received: HTTP 422 (transbank-sdk-python tests/mocks/responses_api_mocks.py `buy_order_not_found`). */
  buyOrderNotFound: 'Invalid value for parameter: buy order not found',
  /** A refund of a detail with nothing left (transbank-sdk-python tests/mocks/responses_api_mocks.py `already_refunded_error`). */
  alreadyRefunded: 'Transaction already fully refunded',
  /**
   * `authorize` with a `tbk_user` Transbank does not know answers HTTP 500 (transbank-sdk-php
   * `it_fails_authorizing_a_transaction_with_a_fake_token`, run against the integration environment);
   * that test checks the status, not the text: this text is the emulator's.
   */
  unknownTbkUser: 'Internal Server Error',
  inscriptionNotFound: 'Inscription not found',
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  invalidJson: 'Invalid JSON message',
} as const;

/** Field lengths from the SDK's `ApiConstants`. */
export const LENGTHS = { buyOrder: 26, username: 40, email: 100, responseUrl: 255, tbkUser: 40, token: 64, authorizationCode: 6 } as const;
