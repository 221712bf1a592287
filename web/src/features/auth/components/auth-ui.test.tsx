import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { AuthAlert, AuthButton, AuthCheckbox, AuthPasswordField, AuthRutField, AuthTextField } from './auth-ui';

/** The plain-HTML building blocks of the auth screens keep what the Chakra ones gave: names, states and messages for screen readers. */
describe('auth-ui', () => {
  test('a field is labelled, and its error marks it invalid and describes it; the helper describes it otherwise', () => {
    const { rerender } = render(<AuthTextField label="Correo electrónico" helper="El correo de tu cuenta de Google." />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('El correo de tu cuenta de Google.');
    rerender(<AuthTextField label="Correo electrónico" helper="El correo de tu cuenta de Google." error="Este campo es obligatorio." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Este campo es obligatorio.');
  });

  test('two fields with the same label get their own ids', () => {
    render(
      <>
        <AuthTextField label="Nombre" error="Uno" />
        <AuthTextField label="Nombre" error="Dos" />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Nombre' });
    expect(first).toHaveAccessibleDescription('Uno');
    expect(second).toHaveAccessibleDescription('Dos');
  });

  test('the password field shows and hides the password, and says which', async () => {
    const user = userEvent.setup();
    render(<AuthPasswordField label="Contraseña" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a busy button is disabled and keeps its name', () => {
    render(<AuthButton loading>Iniciar sesión</AuthButton>);
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  test('an error alert is read out at once; a success is a status', () => {
    render(
      <>
        <AuthAlert status="error" message="Usuario o contraseña incorrecta." />
        <AuthAlert status="success" message="Listo." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrecta.');
    expect(screen.getByRole('status')).toHaveTextContent('Listo.');
  });

  test('with react-hook-form: the checkbox gives a boolean, and the RUT formats as it is typed', async () => {
    const user = userEvent.setup();
    let submitted: unknown;
    function Form() {
      const { register, control, handleSubmit } = useForm({ defaultValues: { rut: '', acceptTerms: false } });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => (submitted = values))(event)}>
          <AuthRutField control={control} name="rut" />
          <AuthCheckbox {...register('acceptTerms')}>Acepto los términos y condiciones</AuthCheckbox>
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
