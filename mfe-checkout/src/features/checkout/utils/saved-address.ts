import type { UseFormSetValue } from 'react-hook-form';
import type { NewSavedAddress } from '../api/save-address';
import type { SavedAddress } from '../api/get-saved-addresses';
import type { CheckoutValues, ShippingAddress } from '../schemas/checkout';

/** The name a saved address gets when the shopper leaves it empty. */
export const DEFAULT_ADDRESS_LABEL = 'Casa';
/** The longest name of a saved address (the database keeps 1 to 40 characters). */
export const ADDRESS_LABEL_MAX = 40;

/** 'Guardar esta dirección', and the name to keep it under. */
export interface SaveAddressChoice {
  save: boolean;
  label: string;
}

export const NO_SAVE: SaveAddressChoice = { save: false, label: '' };

/** The place an address names: the one a saved address shares with the form's fields. */
export interface AddressPlace {
  address: string;
  department: string;
  city: string;
}

const sameText = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The saved address the fields hold (the same street, department and city), if any. */
export function matchingAddress(
  saved: readonly SavedAddress[],
  place: AddressPlace,
): SavedAddress | undefined {
  return saved.find(
    (entry) =>
      entry.department === place.department &&
      entry.city === place.city &&
      sameText(entry.address, place.address),
  );
}

/**
 * What is saved of a placed order's address: its street, department and city, the phone when it
 * is a Colombian one of ten digits (the book keeps no country code), under the name the shopper
 * gave ('Casa' when none).
 */
export function addressToSave(address: ShippingAddress, label: string): NewSavedAddress {
  return {
    label: label.trim().slice(0, ADDRESS_LABEL_MAX) || DEFAULT_ADDRESS_LABEL,
    address: address.address,
    department: address.department,
    city: address.city,
    phone: address.countryCode === '+57' && /^\d{10}$/.test(address.phone) ? address.phone : null,
  };
}

/** Fills the form's address (and phone, when the saved one has one) from a saved address. */
export function applySavedAddress(
  setValue: UseFormSetValue<CheckoutValues>,
  entry: Pick<SavedAddress, 'address' | 'department' | 'city' | 'phone'>,
) {
  setValue('address', entry.address);
  setValue('department', entry.department);
  setValue('city', entry.city);
  if (entry.phone) {
    // the book keeps Colombian numbers (ten digits, without +57)
    setValue('countryCode', '+57');
    setValue('phone', entry.phone);
  }
}
