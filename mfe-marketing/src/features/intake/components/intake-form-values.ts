import type { IntakeFormInput } from '@aliento/contracts/intake';
import type { IntakeGender } from '@aliento/contracts/enums';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import { MIN_YEARS_OF_EXPERIENCE } from '@aliento/contracts/intake';

/** What the form holds before validation: gender may still be unchosen and consent unticked. */
export type IntakeFormValues = Omit<IntakeFormInput, 'gender' | 'consent' | 'yearsOfExperience'> & {
  gender: IntakeGender | '';
  consent: boolean;
  yearsOfExperience: number;
};

/** Spec section 3 defaults: nationality United States of America, 3 years of experience. */
export const INTAKE_DEFAULTS: IntakeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phoneNumber: '',
  whatsAppNumber: '',
  nationality: DEFAULT_COUNTRY,
  gender: '',
  yearsOfExperience: MIN_YEARS_OF_EXPERIENCE,
  areaOfSpecialty: '',
  certifications: '',
  consent: false,
  individuals: false,
  couples: false,
  groups: false,
};
