/** A calm loading state with an accessible label, without Chakra (the public pages' path). */
export function LightLoading({ label, minHeight }: { label: string; minHeight?: string }) {
  return (
    <div role="status" aria-live="polite" className="al-loading" style={minHeight ? { minHeight } : undefined}>
      <span className="al-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
