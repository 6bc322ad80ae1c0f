import type { Gift } from './operations.js';

/** A catalogue gift as the API answers it, for the gift screens' tests. */
export const DRINK: Gift = {
  __typename: 'Gift',
  id: '00000000-0000-4000-8000-000000000001',
  nameDe: 'Drink an der Bar',
  nameEn: 'A drink at the bar',
  descriptionDe: 'Ein Drink nach Wahl.',
  descriptionEn: 'A drink of your choice.',
  imageKey: null,
  imageWidth: null,
  imageHeight: null,
  priceRappen: 1500,
  active: true,
  stock: null,
  soldOut: false,
};
