/** A labelled group of radio choices (native inputs, so keyboard and screen readers work as users expect). */
import { forwardRef, useId } from 'react';
import { chakra, Fieldset, Flex, SimpleGrid, Text } from '@aliento/ui';

export interface ChoiceOption<V extends string | boolean> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string | boolean> {
  legend: string;
  options: readonly ChoiceOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string;
  /** Columns on phones (two for short labels). */
  columns?: number;
  name?: string;
}

/** Radios for string codes or booleans (spec: LGBTQ yes true, believer true); `ref` goes to the first radio. */
function ChoiceGroupInner<V extends string | boolean>(
  { legend, options, value, onChange, onBlur, error, columns = 1, name }: ChoiceGroupProps<V>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const id = useId();
  const groupName = name ?? id;
  const errorId = `${id}-error`;
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="semibold" color="fg" fontSize="md" mb={2}>
        {legend}
      </Fieldset.Legend>
      <SimpleGrid
        columns={{ base: columns, md: Math.max(columns, 2) }}
        gap={2}
        role="radiogroup"
        aria-label={legend}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option, index) => {
          const checked = value === option.value;
          return (
            <Flex
              as="label"
              key={String(option.value)}
              align="center"
              gap={3}
              minH="44px"
              px={3}
              py={2}
              borderWidth="1px"
              borderRadius="md"
              cursor="pointer"
              borderColor={checked ? 'brand.solid' : error ? 'border.error' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.panel'}
              _hover={{ borderColor: 'brand.solid' }}
              _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focus', outlineOffset: '2px' }}
            >
              <chakra.input
                ref={index === 0 ? ref : undefined}
                type="radio"
                name={groupName}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
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
      {error ? (
        <Fieldset.ErrorText id={errorId} role="alert">
          {error}
        </Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  );
}

export const ChoiceGroup = forwardRef(ChoiceGroupInner) as <V extends string | boolean>(
  props: ChoiceGroupProps<V> & { ref?: React.Ref<HTMLInputElement> },
) => React.ReactElement;
