/** A yes/no (or believer/non-believer) choice bound to a boolean form value. */
import { HStack, RadioGroup } from '@aliento/ui';

export interface BooleanRadioGroupProps {
  name: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  trueLabel: string;
  falseLabel: string;
  labelledBy?: string;
}

export function BooleanRadioGroup({ name, value, onChange, onBlur, trueLabel, falseLabel, labelledBy }: BooleanRadioGroupProps) {
  return (
    <RadioGroup.Root
      name={name}
      value={value === undefined ? null : String(value)}
      onValueChange={(e) => onChange(e.value === 'true')}
      colorPalette="brand"
      aria-labelledby={labelledBy}
    >
      <HStack gap={6} wrap="wrap">
        {(
          [
            ['true', trueLabel],
            ['false', falseLabel],
          ] as const
        ).map(([v, label]) => (
          <RadioGroup.Item key={v} value={v} minH="44px">
            <RadioGroup.ItemHiddenInput onBlur={onBlur} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
