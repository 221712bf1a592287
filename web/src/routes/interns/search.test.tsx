import type { VisibleStudent } from '@shared/students';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const company = aUser({ uid: 'company-1', userType: 'enterprise' });
const student = (index: number): VisibleStudent => ({ studentUid: `s-${String(index)}`, studentName: `Estudiante ${String(index)}`, email: `s${String(index)}@example.cl`, institution: 'Duoc UC', career: 'Publicidad', year: 2 });

describe("a company's search of students (/interns/)", () => {
  test('loads the next page with "Cargar más", keeping the filters, until there is none', async () => {
    const asked: Record<string, string>[] = [];
    await renderApp('/interns/', {
      user: company,
      api: {
        'GET /api/company/interns': ({ query }) => {
          asked.push(Object.fromEntries(query));
          return query.get('cursor') === 'page-2'
            ? { body: { students: [student(3)], nextCursor: null } }
            : { body: { students: [student(1), student(2)], nextCursor: 'page-2' } };
        },
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Región'), 'Valparaíso');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const list = await screen.findByTestId('visible-students');
    expect(await within(list).findByText('Estudiante 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(list).findByText('Estudiante 3')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ region: 'Valparaíso', cursor: 'page-2' });
  });

  test('without the Plan Empresa: how many match, their studies without names, the price and the way to the plan; never an error', async () => {
    await renderApp('/interns/', {
      user: company,
      api: { 'GET /api/company/interns': () => ({ body: { preview: true, total: 42, atLeast: false, students: [{ career: 'Publicidad', year: 2, region: 'Valparaíso' }, { career: 'Derecho', year: 4 }] } }) },
    });
    expect(await screen.findByRole('heading', { name: '42 estudiantes coinciden con tu búsqueda' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Algunos estudiantes que coinciden' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Publicidad, 2.º año')).toBeInTheDocument();
    expect(screen.getByText('Desde $4.166 al mes, IVA incluido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el Plan Empresa' })).toHaveAttribute('href', '/profile/plan');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
