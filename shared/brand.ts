/** The product's name and look, for the web app and the mails alike. */
export const brand = {
  name: 'Beneficios Chile',
  color: '#0f766e',
  colorLight: '#ccfbf1',
} as const;
