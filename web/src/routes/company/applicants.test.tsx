import type { ApplicantDetail, ApplicantList } from '@shared/students';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const company = aUser({ uid: 'company-1', userType: 'enterprise' });
const applicant = { offerId: 'OF-1', studentUid: 'student-1', studentName: 'Ana Pérez', institution: 'Duoc UC', career: 'Publicidad', year: 3, appliedAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z', unreadMessages: false };
const list = (status: ApplicantDetail['status']): ApplicantList => ({ offerId: 'OF-1', offerTitle: 'Práctica en marketing digital', applicants: [{ ...applicant, status }] });
const detail = (status: ApplicantDetail['status']): ApplicantDetail => ({
  ...applicant,
  status,
  message: 'Me interesa mucho.',
  email: 'ana@example.cl',
  phone: '+56 9 8765 4321',
  cvUrl: 'https://uploads.example/cvs/student-1/x?X-Amz-Signature=abc',
  cvFileName: 'CV Ana.pdf',
});

describe("a company's applicants of one offer (/company/myinternships/:offerId)", () => {
  test('opens an application with its contact and CV, and answers it', async () => {
    let status: ApplicantDetail['status'] = 'vista';
    const answers: unknown[] = [];
    await renderApp('/company/myinternships/OF-1', {
      user: company,
      api: {
        'GET /api/company/offers/{offerId}/applications': () => ({ body: list(status) }),
        'GET /api/company/offers/{offerId}/applications/{studentUid}': () => ({ body: detail(status) }),
        'GET /api/company/offers/{offerId}/applications/{studentUid}/messages': () => ({ body: { offerId: 'OF-1', studentUid: 'student-1', offerTitle: 'Práctica en marketing digital', companyName: 'Los Aromos', studentName: 'Ana Pérez', status, open: true, messages: [] } }),
        'POST /api/company/offers/{offerId}/applications/{studentUid}/status': ({ body }) => {
          answers.push(body);
          status = 'seleccionada';
          return { body: { ...applicant, status } };
        },
      },
    });
    const row = (await screen.findByTestId('applicants')).querySelector('[data-student="student-1"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Ver postulación' }));
    const card = await screen.findByTestId('applicant-detail');
    expect(within(card).getByTestId('applicant-email')).toHaveAttribute('href', 'mailto:ana@example.cl');
    expect(within(card).getByTestId('applicant-phone')).toHaveAttribute('href', 'tel:+56987654321');
    expect(within(card).getByTestId('applicant-cv')).toHaveAttribute('target', '_blank');
    await userEvent.click(within(card).getByRole('button', { name: 'Seleccionar' }));
    await waitFor(() => expect(within(row).getByTestId('application-status')).toHaveTextContent('Seleccionada'));
    expect(answers).toEqual([{ status: 'seleccionada' }]);
  });

  test('opens the application a mail links to (?postulante=), with its thread, and writes to the student', async () => {
    const sent: unknown[] = [];
    let messages: { messageId: string; author: 'student' | 'company'; text: string; at: string }[] = [{ messageId: 'M-1', author: 'student', text: '¿Hay que llevar algo?', at: '2026-03-02T10:00:00.000Z' }];
    await renderApp('/company/myinternships/OF-1?postulante=student-1', {
      user: company,
      api: {
        'GET /api/company/offers/{offerId}/applications': () => ({ body: { ...list('vista'), applicants: [{ ...applicant, status: 'vista', unreadMessages: true }] } }),
        'GET /api/company/offers/{offerId}/applications/{studentUid}': () => ({ body: detail('vista') }),
        'GET /api/company/offers/{offerId}/applications/{studentUid}/messages': () => ({
          body: { offerId: 'OF-1', studentUid: 'student-1', offerTitle: 'Práctica en marketing digital', companyName: 'Los Aromos', studentName: 'Ana Pérez', status: 'vista', open: true, messages },
        }),
        'POST /api/company/offers/{offerId}/applications/{studentUid}/messages': ({ body }) => {
          sent.push(body);
          const message = { messageId: 'M-2', author: 'company' as const, text: 'Solo tu carnet.', at: '2026-03-02T11:00:00.000Z' };
          messages = [...messages, message];
          return { status: 201, body: message };
        },
      },
    });
    const card = await screen.findByTestId('applicant-detail');
    const row = screen.getByTestId('applicants').querySelector('[data-student="student-1"]') as HTMLElement;
    expect(within(row).getByTestId('unread-messages')).toHaveTextContent('Mensaje nuevo');
    expect(within(card).getByText('Estado de la postulación')).toBeInTheDocument();
    expect(within(card).queryByText('Responder')).not.toBeInTheDocument();
    const conversation = await within(card).findByTestId('application-thread');
    expect(within(conversation).getByRole('heading', { name: 'Mensajes con Ana Pérez' })).toBeInTheDocument();
    expect(within(conversation).getByText('¿Hay que llevar algo?')).toBeInTheDocument();
    await userEvent.type(within(conversation).getByLabelText(/Tu mensaje/), 'Solo tu carnet.');
    await userEvent.click(within(conversation).getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(within(conversation).getByText('Solo tu carnet.')).toBeInTheDocument());
    expect(sent).toEqual([{ text: 'Solo tu carnet.' }]);
  });

  test('shows a withdrawn application as such: no contact, no CV, no answers', async () => {
    await renderApp('/company/myinternships/OF-1', {
      user: company,
      api: {
        'GET /api/company/offers/{offerId}/applications': () => ({ body: list('retirada') }),
        'GET /api/company/offers/{offerId}/applications/{studentUid}': () => ({ body: { ...detail('retirada'), email: '', phone: '', cvUrl: undefined, cvFileName: undefined } }),
        'GET /api/company/offers/{offerId}/applications/{studentUid}/messages': () => ({
          body: { offerId: 'OF-1', studentUid: 'student-1', offerTitle: 'Práctica en marketing digital', companyName: 'Los Aromos', studentName: 'Ana Pérez', status: 'retirada', open: false, messages: [] },
        }),
      },
    });
    const row = (await screen.findByTestId('applicants')).querySelector('[data-student="student-1"]') as HTMLElement;
    expect(within(row).getByTestId('application-status')).toHaveTextContent('Retirada');
    await userEvent.click(within(row).getByRole('button', { name: 'Ver postulación' }));
    const card = await screen.findByTestId('applicant-detail');
    expect(within(card).getByTestId('applicant-withdrawn')).toHaveTextContent('El estudiante retiró esta postulación');
    expect(within(card).queryByTestId('applicant-phone')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Seleccionar' })).not.toBeInTheDocument();
  });

  test("says so in Spanish when the offer is not the company's own", async () => {
    await renderApp('/company/myinternships/OF-9', { user: company, api: { 'GET /api/company/offers/{offerId}/applications': () => ({ status: 404, body: { error: { code: 'not-found', message: 'No encontramos lo que buscas.' } } }) } });
    expect(await screen.findByText('No encontramos esta oferta entre las tuyas.')).toBeInTheDocument();
  });
});
