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
});
