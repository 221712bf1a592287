const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });

/** A peso amount as Chileans write it: `$224.004`. */
export const formatClp = (value: number): string => clp.format(value);

/** An ISO date `YYYY-MM-DD` as Chileans write it: `30-09-2024`. */
export const formatIsoDateEsCl = (isoDate: string): string => isoDate.split('-').reverse().join('-');
