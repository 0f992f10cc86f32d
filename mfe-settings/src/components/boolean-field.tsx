/** A labelled, required yes/no form field: the label names the radio group, the error shows under it. */
import { FormField } from '@aliento/ui';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { BooleanRadioGroup } from './boolean-radio-group';

export interface BooleanFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  /** The id that ties the visible label to the radio group. */
  labelId: string;
  label: string;
  error?: string;
  trueLabel: string;
  falseLabel: string;
}

export function BooleanField<T extends FieldValues>({ control, name, labelId, label, error, trueLabel, falseLabel }: BooleanFieldProps<T>) {
  return (
    <FormField label={<span id={labelId}>{label}</span>} error={error} required>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <BooleanRadioGroup
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            trueLabel={trueLabel}
            falseLabel={falseLabel}
            labelledBy={labelId}
          />
        )}
      />
    </FormField>
  );
}
