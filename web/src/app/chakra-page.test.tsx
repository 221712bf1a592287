import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { chakraComponent, chakraPage } from './chakra-page';

describe('chakraPage and chakraComponent', () => {
  test("renders a Chakra page inside Chakra's provider, which its components need", async () => {
    function Page() {
      return <Button>Guardar</Button>;
    }
    const { Component } = await chakraPage(() => Promise.resolve({ Component: Page }))();
    render(<Component />);
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveClass('chakra-button');
  });

  test('a lazy component gets the provider too, and its props', async () => {
    function Form({ label }: { readonly label: string }) {
      return <Button>{label}</Button>;
    }
    const { default: Loaded } = await chakraComponent(() => Promise.resolve(Form))();
    render(<Loaded label="Solicitar" />);
    expect(screen.getByRole('button', { name: 'Solicitar' })).toHaveClass('chakra-button');
  });

  test("a Chakra component without it does not render: the provider is the page route's to bring", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Button>Guardar</Button>)).toThrow();
  });
});
