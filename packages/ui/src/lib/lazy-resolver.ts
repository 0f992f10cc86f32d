/**
 * A form's resolver (react-hook-form) whose code arrives when the form is first checked: `load` fetches the schema
 * and the resolver (dynamic imports), so a form on the first screen does not bring zod with it. The form behaves as
 * with the resolver itself (react-hook-form awaits every resolver): the same messages under the same fields. A failed
 * fetch is tried again on the next check.
 */
export function lazyResolver<R extends (...args: never[]) => unknown>(load: () => Promise<R>): R {
  let loading: Promise<R> | undefined;
  const resolver = async (...args: Parameters<R>) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(...args);
  };
  return resolver as unknown as R;
}
