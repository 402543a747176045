/** The fields of the personal-information card, as typed. */
export interface PersonalInfo {
  firstName: string;
  lastName: string;
  /** digits only, ten of them, or empty */
  phone: string;
  petName: string;
}

export type PersonalInfoField = keyof PersonalInfo;

/** The longest name the database accepts (user_profiles checks). */
export const NAME_MAX = 100;
export const PHONE_DIGITS = 10;

export const PERSONAL_INFO_MESSAGES = {
  firstNameRequired: 'Ingresa tu nombre',
  lastNameRequired: 'Ingresa tu apellido',
  tooLong: `Usa como máximo ${NAME_MAX} caracteres`,
  phone: 'El teléfono debe tener 10 dígitos',
} as const;

/** Digits only, at most ten: what the phone field keeps of what is typed or pasted. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  // a pasted '+57 300 123 4567' keeps its national number
  const national =
    digits.length > PHONE_DIGITS && digits.startsWith('57') ? digits.slice(2) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/** The values trimmed as they are saved. */
export function normalisePersonalInfo(info: PersonalInfo): PersonalInfo {
  return {
    firstName: info.firstName.trim(),
    lastName: info.lastName.trim(),
    phone: phoneDigits(info.phone),
    petName: info.petName.trim(),
  };
}

/**
 * The first problem with the card's values, in the order the fields appear, or null. Names are
 * required; the phone is optional but, when given, has ten digits (sent as +57 elsewhere).
 */
export function validatePersonalInfo(
  info: PersonalInfo,
): { field: PersonalInfoField; message: string } | null {
  const value = normalisePersonalInfo(info);
  if (!value.firstName)
    return { field: 'firstName', message: PERSONAL_INFO_MESSAGES.firstNameRequired };
  if (value.firstName.length > NAME_MAX)
    return { field: 'firstName', message: PERSONAL_INFO_MESSAGES.tooLong };
  if (!value.lastName)
    return { field: 'lastName', message: PERSONAL_INFO_MESSAGES.lastNameRequired };
  if (value.lastName.length > NAME_MAX)
    return { field: 'lastName', message: PERSONAL_INFO_MESSAGES.tooLong };
  if (value.phone && value.phone.length !== PHONE_DIGITS) {
    return { field: 'phone', message: PERSONAL_INFO_MESSAGES.phone };
  }
  if (value.petName.length > NAME_MAX)
    return { field: 'petName', message: PERSONAL_INFO_MESSAGES.tooLong };
  return null;
}
