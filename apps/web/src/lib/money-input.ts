// The CLP amount inputs (thousands dots, step 1000): "$ 56.000" on screen, a whole number in the form.

export const formatPesosInput = (v: number | string | undefined): string =>
  v === undefined || v === '' ? '' : `$ ${String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

export const parsePesosInput = (v: string | undefined): number => Number((v ?? '').replace(/[^\d]/g, ''));
