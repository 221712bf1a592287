import { todayInChile, toIsoDate } from '@shared/age';
import { retiredHousehold } from '@shared/benefits/households.fixtures';
import { decisionDueOn, recoveredOf, type BenefitClaim } from '@shared/claims';
import type { ClaimBody } from '@shared/contracts/me/put-claim';
import type { HouseholdProfile } from '@shared/benefits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp, type FakeRequest } from '../../testing/render-app';

/** A retired man who does not get the PGU yet: it is money he applies for himself. */
const household: HouseholdProfile = { ...retiredHousehold.profile, receivesPgu: false };
const { birthDate } = retiredHousehold;
const today = toIsoDate(todayInChile());

/** The claims routes of the fake API, keeping what was saved like the handler does. */
const claimsApi = (start: BenefitClaim[] = []) => {
  let claims = start;
  const bodies: { key: string; body: ClaimBody }[] = [];
  const answer = () => ({ body: { claims, recovered: recoveredOf(claims) } });
  return {
    bodies,
    api: {
      'GET /api/me/claims': answer,
      'PUT /api/me/claims/{key}': ({ params, body }: FakeRequest) => {
        const told = body as ClaimBody;
        const key = params.key ?? '';
        bodies.push({ key, body: told });
        if (told.decidedOn !== undefined && told.decidedOn < told.appliedOn) {
          return { status: 400, body: { error: { code: 'bad-request', message: 'Revisa los datos.', fields: { decidedOn: 'La fecha de la respuesta no puede ser anterior a la de tu postulación.' } } } };
        }
        const { remind: _remind, ...rest } = told;
        const claim: BenefitClaim = { key, benefitId: 'pgu', personId: 'self', ...rest, decisionDueOn: decisionDueOn('pgu', told.appliedOn), updatedAt: new Date().toISOString() };
        claims = [claim, ...claims.filter((other) => other.key !== key)];
        return { body: claim };
      },
    },
  };
};

describe('"Ya postulé" on the dashboard, followed until the money arrives', () => {
  test('marks a claim on the card, asks "¿Te lo aprobaron?" in the follow-up, and counts the money received as recovered', async () => {
    const user = aUser({ birthDate, socialHomeRegister: true, benefitReminders: false, household });
    const { api, bodies } = claimsApi();
    await renderApp('/dashboard', { user, api });
    // The page and Chakra load lazily: a loaded machine takes a while the first time.
    expect(await screen.findByTestId('money-recovered', {}, { timeout: 15_000 })).toHaveTextContent('$0');

    const pgu = screen.getByRole('article', { name: 'Pensión Garantizada Universal (PGU)' });
    await userEvent.click(within(pgu).getByRole('button', { name: 'Ya postulé: Pensión Garantizada Universal (PGU)' }));
    const form = within(pgu).getByRole('form', { name: 'Ya postulé: Pensión Garantizada Universal (PGU)' });
    expect(within(form).getByLabelText(/¿Cuándo postulaste\?/)).toHaveValue(today);
    // Reminders are off: "avísame" is offered, checked.
    expect(within(form).getByRole('checkbox', { name: 'Avísame por correo cuando debería tener respuesta' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toEqual([{ key: 'pgu', body: { status: 'applied', appliedOn: today, remind: true } }]));
    expect(await within(pgu).findByTestId('claim-mark')).toHaveTextContent(/^Postulaste el \d{2}-\d{2}-\d{4}\. Debería haber respuesta cerca del \d{2}-\d{2}-\d{4}\./);

    const followUp = screen.getByRole('region', { name: 'Dinero recuperado' });
    const row = await within(followUp).findByText('¿Te lo aprobaron?');
    expect(row).toBeInTheDocument();
    await userEvent.click(within(followUp).getByRole('button', { name: 'Sí, me lo aprobaron' }));
    const decision = within(followUp).getByRole('form', { name: 'Me lo aprobaron' });
    await userEvent.type(within(decision).getByLabelText('¿Cuánto has recibido hasta ahora? (opcional)'), 'doscientos');
    await userEvent.click(within(decision).getByRole('button', { name: 'Guardar' }));
    // The error sits at its field, and nothing was sent.
    expect(within(decision).getByText('Escribe el monto en pesos, solo con números.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const amount = within(decision).getByLabelText('¿Cuánto has recibido hasta ahora? (opcional)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '$231.732');
    await userEvent.click(within(decision).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies[1]).toEqual({ key: 'pgu', body: { status: 'approved', appliedOn: today, decidedOn: today, amountReceived: 231_732 } }));
    await waitFor(() => expect(screen.getByTestId('money-recovered')).toHaveTextContent('$231.732'));
    expect(within(followUp).queryByText('¿Te lo aprobaron?')).not.toBeInTheDocument();
    expect(within(pgu).getByTestId('claim-mark')).toHaveAttribute('data-claim-status', 'approved');
    // A long walk of typing and clicks: room for a loaded machine.
  }, 90_000);

  test('a decision the server refuses shows its message at the field it names', async () => {
    const applied: BenefitClaim = { key: 'pgu', benefitId: 'pgu', personId: 'self', status: 'applied', appliedOn: today, decisionDueOn: decisionDueOn('pgu', today), updatedAt: new Date().toISOString() };
    const user = aUser({ birthDate, socialHomeRegister: true, benefitReminders: true, household });
    const { api } = claimsApi([applied]);
    await renderApp('/dashboard', { user, api });
    const followUp = await screen.findByRole('region', { name: 'Dinero recuperado' }, { timeout: 15_000 });
    await userEvent.click(await within(followUp).findByRole('button', { name: 'No, me lo rechazaron' }));
    const decision = within(followUp).getByRole('form', { name: 'Me lo rechazaron' });
    const day = within(decision).getByLabelText(/¿Cuándo te respondieron\?/);
    await userEvent.clear(day);
    await userEvent.type(day, '2020-01-01');
    await userEvent.click(within(decision).getByRole('button', { name: 'Guardar' }));
    expect(await within(decision).findByText('La fecha de la respuesta no puede ser anterior a la de tu postulación.')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
  });

  test("an admin's dashboard shows the benefits but no claims: the claims routes are a person's, and answer an admin 403", async () => {
    const user = aUser({ birthDate, socialHomeRegister: true, household, userType: 'admin' });
    const { fetchMock } = await renderApp('/dashboard', { user, api: claimsApi().api });
    expect(await screen.findByRole('article', { name: 'Pensión Garantizada Universal (PGU)' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dinero recuperado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ya postulé/ })).not.toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]: [RequestInfo | URL]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
    expect(paths.filter((path) => path.startsWith('/api/me/claims'))).toEqual([]);
  });
});
