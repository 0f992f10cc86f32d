/**
 * The Chakra UI components the product uses, re-exported by the kit. Apps import them from '@aliento/ui' (never
 * from '@chakra-ui/react' directly): the kit is the federation's shared singleton, so Chakra ships once and only
 * with these names (Chakra shared whole was 300 KiB gzip; see docs/performance.md). Add a name here to use it.
 */
export {
  Alert, Badge, Box, Button, Card, Checkbox, CheckboxGroup, Circle, CloseButton, DataList, Dialog, Field, Fieldset, Flex,
  Grid, HStack, Heading, IconButton, Image, Input, Link, LinkBox, LinkOverlay, List, NativeSelect, Portal, Progress,
  RadioGroup, SimpleGrid, Spinner, Stack, Table, Tabs, Text, Textarea, VStack, chakra,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, StackProps } from '@chakra-ui/react';
