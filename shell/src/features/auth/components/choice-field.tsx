/** A radio-choice question of a wizard step, wired to react-hook-form (value, touch, translated error). */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessage } from '@aliento/ui';
import { ChoiceGroup, type ChoiceOption } from './choice-group';

export interface ChoiceFieldProps<T extends FieldValues, V extends string | boolean> {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  options: readonly ChoiceOption<V>[];
  columns?: number;
}

export function ChoiceField<T extends FieldValues, V extends string | boolean>({ control, name, legend, options, columns }: ChoiceFieldProps<T, V>) {
  const message = useMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          ref={field.ref}
          legend={legend}
          columns={columns}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={message(fieldState.error?.message)}
        />
      )}
    />
  );
}
