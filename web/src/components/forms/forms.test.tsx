import { Button } from '@chakra-ui/react';
import { render as renderBare, screen, waitFor, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { UiProvider } from '../ui/provider';
import { CheckboxField } from './checkbox-field';
import { FormAlert } from './form-alert';
import { RutField } from './rut-field';
import { PasswordField, TextField } from './text-field';

const render = (ui: ReactElement, options?: RenderOptions) => renderBare(ui, { wrapper: UiProvider, ...options });

/** The form fields every screen draws with: names, states and messages for screen readers. */
describe('the form fields', () => {
  test('a field is labelled, and its error marks it invalid and describes it; the helper describes it otherwise', async () => {
    const { rerender } = render(<TextField label="Correo electrónico" helper="El correo de tu cuenta de Google." />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).not.toHaveAttribute('aria-invalid');
    // Chakra's field ties its messages to the input once they are in the page.
    await waitFor(() => expect(input).toHaveAccessibleDescription('El correo de tu cuenta de Google.'));
    rerender(<TextField label="Correo electrónico" helper="El correo de tu cuenta de Google." error="Este campo es obligatorio." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Este campo es obligatorio.'));
  });

  test('two fields with the same label get their own ids', async () => {
    render(
      <>
        <TextField label="Nombre" error="Uno" />
        <TextField label="Nombre" error="Dos" />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(first).toHaveAccessibleDescription('Uno'));
    await waitFor(() => expect(second).toHaveAccessibleDescription('Dos'));
  });

  test('the password field shows and hides the password, and says which', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Contraseña" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a busy button is disabled and keeps its label under the spinner', () => {
    // Its accessible name is checked in Chromium (e2e/accounts.spec.ts): the system's rule that keeps the label
    // in the accessibility tree is in a cascade layer, which jsdom does not apply.
    render(<Button loading>Iniciar sesión</Button>);
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    expect(button).toHaveTextContent('Iniciar sesión');
    expect(button).toHaveAttribute('type', 'button');
  });

  test('an error alert is read out at once; a success is a status', () => {
    render(
      <>
        <FormAlert status="error" message="Usuario o contraseña incorrecta." />
        <FormAlert status="success" message="Listo." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrecta.');
    expect(screen.getByRole('status')).toHaveTextContent('Listo.');
  });

  test('with react-hook-form: the checkbox gives a boolean, and the RUT formats as it is typed', async () => {
    const user = userEvent.setup();
    let submitted: unknown;
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { rut: '', acceptTerms: false } });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => (submitted = values))(event)}>
          <RutField control={control} name="rut" />
          <CheckboxField control={control} name="acceptTerms">
            Acepto los términos y condiciones
          </CheckboxField>
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('RUT'), '12');
    expect(screen.getByLabelText('RUT')).toHaveAccessibleDescription('RUT inválido');
    await user.clear(screen.getByLabelText('RUT'));
    await user.type(screen.getByLabelText('RUT'), '123456785');
    expect(screen.getByLabelText('RUT')).toHaveValue('12.345.678-5');
    await user.click(screen.getByText('Acepto los términos y condiciones'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(submitted).toEqual({ rut: '12.345.678-5', acceptTerms: true });
  });
});
