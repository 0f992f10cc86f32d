/** A multiple choice (roles, specialties) as a fieldset of checkboxes bound to a form's array field, kept in the options' order. */
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { Checkbox, CheckboxGroup, Fieldset, Flex, SimpleGrid, useMessage } from '@aliento/ui';

export type CheckboxChoicesProps<T extends FieldValues, N extends FieldPath<T>, O, V extends string> = Required<
  Pick<UseControllerProps<T, N, O>, 'control' | 'name'>
> & {
  legend: string;
  options: readonly V[];
  labelOf: (option: V) => string;
  /** 'inline' for a few short options, 'columns' for a long list (two columns from small screens up). */
  layout: 'inline' | 'columns';
  /** Marks the field touched when focus leaves a box, so an 'onTouched' form validates it then. */
  touchOnBlur?: boolean;
};

export function CheckboxChoices<T extends FieldValues, N extends FieldPath<T>, O, V extends string>(props: CheckboxChoicesProps<T, N, O, V>) {
  const { control, name, legend, options, labelOf, layout, touchOnBlur = false } = props;
  const message = useMessage();
  const { field, fieldState } = useController({ control, name });
  const chosen: string[] = field.value ?? [];
  const boxes = options.map((option) => (
    <Checkbox.Root key={option} value={option} colorPalette="brand" minH="44px" onBlur={touchOnBlur ? field.onBlur : undefined}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{labelOf(option)}</Checkbox.Label>
    </Checkbox.Root>
  ));
  return (
    <Fieldset.Root invalid={!!fieldState.error}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <CheckboxGroup name={field.name} value={chosen} onValueChange={(value) => field.onChange(options.filter((o) => value.includes(o)))}>
        {layout === 'inline' ? (
          <Flex gap={4} wrap="wrap">
            {boxes}
          </Flex>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={1}>
            {boxes}
          </SimpleGrid>
        )}
      </CheckboxGroup>
      {fieldState.error ? <Fieldset.ErrorText role="alert">{message(fieldState.error.message)}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
