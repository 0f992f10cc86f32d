/** The UI kit: the product's Chakra system and product-level components (UI only, never domain logic). */
export { productSystem } from './theme';
export { UiProvider } from './providers';
export { FormField } from './components/form-field';
export type { FormFieldProps } from './components/form-field';
export { PageContainer } from './components/page-container';
export { LoadingBlock } from './components/loading-block';
export { CountrySelect } from './components/country-select';
export type { CountrySelectProps } from './components/country-select';
export { useMessage } from './components/use-message';
export { lazyComponent, LazyLoadError } from './lib/lazy-component';
export type { LazyComponent } from './lib/lazy-component';
export { OnDemand } from './lib/on-demand';
export type { OnDemandProps } from './lib/on-demand';
export * from './chakra';
