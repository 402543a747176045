import type { Product } from '@bonis/supabase-client';

/**
 * What a product is for, as a shopper reads it (`products.pet_type`). 'todos' products are
 * listed on both /dogs and /cats, so they read 'Perros y gatos'.
 */
const PET_LABELS: Readonly<Record<Product['pet_type'], string>> = {
  perros: 'Perros',
  gatos: 'Gatos',
  todos: 'Perros y gatos',
  aves: 'Aves',
  peces: 'Peces',
};

export const petLabel = (pet: Product['pet_type']): string => PET_LABELS[pet];
