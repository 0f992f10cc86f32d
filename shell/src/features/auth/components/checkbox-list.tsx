/** A labelled multi-select as a list of native checkboxes (e.g. areas of specialty). */
import { forwardRef } from 'react';
import { chakra, Fieldset, Flex, SimpleGrid, Text } from '@aliento/ui';

export interface CheckboxListProps {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
}

export const CheckboxList = forwardRef<HTMLInputElement, CheckboxListProps>(function CheckboxList(
  { legend, hint, options, value, onChange, onBlur },
  ref,
) {
  const toggle = (code: string, on: boolean) => {
    // Keep the order of `options` so the payload is stable whatever order the boxes were ticked in.
    const next = new Set(value);
    if (on) next.add(code);
    else next.delete(code);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" color="fg" fontSize="md">
        {legend}
      </Fieldset.Legend>
      {hint ? <Fieldset.HelperText mb={2}>{hint}</Fieldset.HelperText> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={2}>
        {options.map((option, index) => {
          const checked = value.includes(option.value);
          return (
            <Flex
              as="label"
              key={option.value}
              align="center"
              gap={3}
              minH="44px"
              px={3}
              py={2}
              borderWidth="1px"
              borderRadius="md"
              cursor="pointer"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.panel'}
              _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focus', outlineOffset: '2px' }}
            >
              <chakra.input
                ref={index === 0 ? ref : undefined}
                type="checkbox"
                value={option.value}
                checked={checked}
                onChange={() => toggle(option.value, !checked)}
                onBlur={onBlur}
                w="20px"
                h="20px"
                flexShrink={0}
                css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
              />
              <Text as="span">{option.label}</Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
});
