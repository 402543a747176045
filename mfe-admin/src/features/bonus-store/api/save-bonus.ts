import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { toBonusWrite, type BonusFormValues } from '../schemas/bonus-form';

/** Creates a bonus, or updates it by id; an empty description is stored as null. */
export const saveBonus = (client: BonisClient, id: string | undefined, values: BonusFormValues) =>
  saveRow(client, 'bonus_store', id, toBonusWrite(values));
