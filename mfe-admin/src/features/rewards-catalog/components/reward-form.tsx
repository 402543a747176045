import { FormTextField } from '@bonis/forms';
import {
  FieldPair,
  FormSelect,
  FormSwitch,
  NameFields,
  type ResourceFieldsProps,
  type ResourceForm,
} from '../../../components/admin-kit';
import type { RewardRow } from '../api/get-rewards';
import { saveReward } from '../api/save-reward';
import { useRewardImage, type RewardImage } from '../hooks/use-reward-image';
import { TIER_OPTIONS } from '../lib/reward-tiers';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  NEW_REWARD,
  rewardFormSchema,
  rewardFormValues,
  type RewardFormInput,
  type RewardFormValues,
} from '../schemas/reward-form';
import { RewardImageField } from './reward-image-field';
import { Switches } from './rewards.styles';

type Fields = ResourceFieldsProps<RewardRow, RewardFormInput, RewardFormValues, RewardImage>;

function RewardFields({ form, session }: Fields) {
  const { control } = form;
  return (
    <>
      <RewardImageField image={session} disabled={form.formState.isSubmitting} />
      <NameFields control={control} nameMax={NAME_MAX} descriptionMax={DESCRIPTION_MAX} />
      <FieldPair>
        <FormTextField
          control={control}
          name="points_required"
          label="Puntos necesarios"
          hint="Lo que paga el cliente al canjearlo."
          required
          inputMode="numeric"
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="stock"
          label="Stock"
          hint="Unidades disponibles para canjear."
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </FieldPair>
      <FormSelect
        control={control}
        name="tier"
        label="Nivel"
        hint="Regular ve los básicos; Mensual, también los extendidos; Anual, todos."
        required
        options={TIER_OPTIONS}
      />
      <Switches>
        <FormSwitch control={control} name="is_active" label="Visible en Mis premios" />
      </Switches>
    </>
  );
}

/**
 * 'Nuevo premio' / 'Editar premio': the image (uploaded at once under `rewards/`, the form's
 * session), name, description, points, stock, tier and whether shoppers see it; the reward's
 * history under the form. Closing without a save removes what the dialog uploaded.
 */
export const rewardForm: ResourceForm<RewardRow, RewardFormInput, RewardFormValues, RewardImage> = {
  schema: rewardFormSchema,
  defaults: (reward) => (reward ? rewardFormValues(reward) : NEW_REWARD),
  Fields: RewardFields,
  useSession: useRewardImage,
  save: (client, id, values, _reward, image) => {
    if (!image) throw new Error('The reward dialog saves with its image');
    return image.keep(saveReward(client, id, values, image.image));
  },
  submitDisabled: (_values, image) => image.uploading !== null,
  title: { create: 'Nuevo premio', edit: 'Editar premio' },
  submit: { create: 'Crear premio', edit: 'Guardar cambios' },
  created: 'Premio creado',
  updated: 'Premio actualizado',
  saveError: 'No se pudo guardar el premio',
  history: true,
  // a click beside the dialog would lose its upload
  closeOnBackdropClick: false,
};
